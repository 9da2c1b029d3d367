/**
 * Makes the page usable: the server sends a prerendered page inert (server static-app.ts), so no
 * tap or keystroke reaches a form before React has adopted it. Called once the screen has
 * hydrated, when the app renders the page afresh instead, and when the screen failed and shows
 * its error page. Harmless when the page was never inert.
 * @example releasePrerenderedPage()
 */
export function releasePrerenderedPage(): void {
  document.getElementById('root')?.removeAttribute('inert');
}
