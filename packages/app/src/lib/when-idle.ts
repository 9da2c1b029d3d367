/**
 * Runs `run` once the browser is idle: after the current rendering and layout, so work the first
 * screen does not need neither delays it nor forces a layout of a page still being built. A page
 * that is never idle (a slow phone, a busy machine) runs it after `timeoutMs` anyway: without that
 * bound, queued analytics events and the service worker's registration waited indefinitely (CI
 * saw it under load). Where requestIdleCallback is missing (Safari), a timer stands in.
 * @example whenIdle(() => void registerServiceWorker())
 */
export function whenIdle(run: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => run(), { timeout: timeoutMs });
  } else {
    setTimeout(run, timeoutMs);
  }
}
