/**
 * Settles, never rejecting, once `work` has settled or `ms` have passed, whichever comes first: a
 * wait that must not hold what follows it for long (a reload after logout, the dashboard's first
 * render).
 * @example await settleWithin(caches.delete(name), 1000); window.location.assign('/')
 */
export function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const bound = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(bound);
      resolve();
    };
    work.then(done, done);
  });
}
