import { useEffect, useState } from 'react';
import { config } from '../http/client.ts';

/**
 * Who signs a member in for §2's login and sign-up with Google: Google Identity Services with the
 * configured client id; without one, the reference server's development stand-in for Google (ours:
 * the spec shows no development provider); or nobody, and then no page offers or promises Google.
 */
export type GoogleProvider =
  { kind: 'google'; clientId: string } | { kind: 'stand-in'; signinUrl: string } | null;

let standIn: Promise<GoogleProvider> | undefined;
let known: GoogleProvider | undefined;

/**
 * Asks the server once per page load. Its settings name the stand-in's sign-in page; `null` (every
 * mode but development) or no answer at all means there is none, so Google stays hidden.
 */
function askStandIn(): Promise<GoogleProvider> {
  standIn ??= fetch(config.googleStandInUrl, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const url = (body as { data?: { signin_url?: unknown } } | null)?.data?.signin_url;
      known = typeof url === 'string' ? { kind: 'stand-in', signinUrl: url } : null;
      return known;
    })
    .catch(() => null);
  return standIn;
}

/**
 * The Google provider this page can offer. With a client id it is known at once (as the build
 * prerendered it); otherwise it is asked after the first render, so a hydrated page starts as its
 * prerendered HTML did.
 * @example const google = useGoogleProvider(); <LoginScreen googleEnabled={google !== null} />
 */
export function useGoogleProvider(): GoogleProvider {
  const clientId = config.googleClientId;
  const [provider, setProvider] = useState<GoogleProvider>(() =>
    clientId ? { kind: 'google', clientId } : (known ?? null),
  );
  useEffect(() => {
    if (clientId) return;
    let current = true;
    void askStandIn().then((found) => {
      if (current) setProvider(found);
    });
    return () => {
      current = false;
    };
  }, [clientId]);
  return provider;
}
