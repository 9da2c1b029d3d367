/** The longest idle-time work waits for the first screen: a page that never shows one still runs it. */
const FIRST_SCREEN_WAIT_MS = 10_000;

let showFirstScreen: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  showFirstScreen = resolve;
});
let firstScreenBound: ReturnType<typeof setTimeout> | undefined;

/**
 * Says the page's first screen is on screen: its code has rendered (router.tsx), or its error page
 * has (route-error.tsx). Idle-time work starts only after it.
 * @example useEffect(firstScreenShown, [])
 */
export function firstScreenShown(): void {
  clearTimeout(firstScreenBound);
  showFirstScreen();
}

/**
 * Runs `run` once the first screen is on screen and the browser is then idle, so work that screen
 * does not need neither delays it nor forces a layout of a page still being built. Before the
 * first screen, an idle moment came while its code and data were still on the network, and the
 * service worker, push, analytics and their requests ran ahead of the dashboard's largest paint
 * (issue 5). A page that is never idle (a slow phone, a busy machine) runs it after `timeoutMs`
 * anyway: without that bound, queued analytics events and the service worker's registration
 * waited indefinitely (CI saw it under load). Where requestIdleCallback is missing (Safari), a
 * timer stands in.
 * @example whenIdle(() => void registerServiceWorker())
 */
export function whenIdle(run: () => void, timeoutMs = 2000): void {
  firstScreenBound ??= setTimeout(showFirstScreen, FIRST_SCREEN_WAIT_MS);
  void firstScreen.then(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    } else {
      setTimeout(run, timeoutMs);
    }
  });
}
