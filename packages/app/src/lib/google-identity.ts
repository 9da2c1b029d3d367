/**
 * Google Identity Services, loaded only when a member presses the Google button and only when a
 * client id is configured (issue 5: hidden otherwise). Resolves with the ID token (credential)
 * that google/login and google/register verify (§7, §3 gsiToken).
 */
interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(
    listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void,
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let scriptLoad: Promise<void> | null = null;

function loadScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Google tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/**
 * Asks Google for the member's ID token.
 * @example const idToken = await requestGoogleCredential(config.googleClientId)
 */
export async function requestGoogleCredential(clientId: string): Promise<string> {
  await loadScript();
  const accounts = window.google?.accounts.id;
  if (!accounts) throw new Error('Login Google belum tersedia di peramban ini.');
  return new Promise<string>((resolve, reject) => {
    accounts.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (response) => {
        if (response.credential) resolve(response.credential);
        else reject(new Error('Login Google dibatalkan.'));
      },
    });
    accounts.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) {
        reject(new Error('Login Google dibatalkan.'));
      }
    });
  });
}
