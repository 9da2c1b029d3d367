/**
 * Runs `run` once the browser is idle: after the current rendering and layout, so work the first
 * screen does not need neither delays it nor forces a layout of a page still being built. Where
 * requestIdleCallback is missing (Safari), a timer stands in.
 * @example whenIdle(() => void registerServiceWorker())
 */
export function whenIdle(run: () => void, fallbackDelayMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else setTimeout(run, fallbackDelayMs);
}
