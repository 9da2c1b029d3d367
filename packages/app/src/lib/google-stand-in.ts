/**
 * The reference server's development stand-in for Google (ours; spec §2 shows Google's own
 * provider only), loaded only when a member presses a Google button and no Google client id is
 * configured. Its sign-in page opens as a popup, as Google Identity Services opens its own, and
 * posts back the ID token: the credential GIS's callback would hand google-identity.ts, which
 * google/login and google/register verify (§7, §3 gsiToken).
 */

/** The message type the sign-in page posts (server http/google-stand-in.ts). */
const MESSAGE_TYPE = 'saham-google-stand-in';

const CANCELLED = 'Login Google dibatalkan.';

/**
 * Opens the stand-in's sign-in page and resolves with the chosen account's ID token.
 * @example const idToken = await requestStandInCredential('/api/_dev/google/signin')
 */
export function requestStandInCredential(signinUrl: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const popup = window.open(signinUrl, 'saham-google-stand-in', 'popup,width=440,height=640');
    if (!popup) {
      reject(new Error('Jendela login Google diblokir peramban. Izinkan pop-up lalu coba lagi.'));
      return;
    }
    let grace: number | undefined;
    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      window.clearTimeout(grace);
    };
    function onMessage(event: MessageEvent) {
      if (event.source !== popup || event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; credential?: unknown } | null;
      if (data?.type !== MESSAGE_TYPE) return;
      stop();
      if (typeof data.credential === 'string' && data.credential !== '') resolve(data.credential);
      else reject(new Error(CANCELLED));
    }
    // Closed without an answer is a cancel; a message posted just before the page closed
    // itself may still be on its way, so it gets a moment first.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(watch);
      grace = window.setTimeout(() => {
        stop();
        reject(new Error(CANCELLED));
      }, 500);
    }, 300);
    window.addEventListener('message', onMessage);
  });
}
