/** What sharing a link did: the share sheet opened, the link was copied, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a page: the phone's share sheet where the browser has one (most members are on Android
 * phones), else the link copied to the clipboard.
 * @example await shareLink({ title: post.title, url: location.href }) // 'copied' on desktop
 */
export async function shareLink(data: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The member closed the sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The words for a share outcome beside the share button (none for the sheet: it speaks for itself). */
export function shareNoticeOf(outcome: ShareOutcome): string | null {
  if (outcome === 'copied') return 'Tautan disalin';
  if (outcome === 'failed') return 'Tautan tidak dapat disalin';
  return null;
}
