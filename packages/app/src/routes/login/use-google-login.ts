import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../http/api.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { getApi } from '../../http/client.ts';
import { useGoogleProvider } from '../../lib/google-provider.ts';
import { track } from '../../analytics/track.ts';
import { loginSuccess } from '../../state/auth.ts';
import { session } from '../../state/session.ts';

/**
 * Google login (§1, §2, §8): the ID token from Google Identity Services (or, in development
 * without a client id, from the reference server's stand-in for Google) goes to google/login; a
 * failure of 401 or more (except 429) stores gsiError and, on the login page, opens signup with
 * from=login so the member can register with the same Google account. `available`: whether any
 * provider can sign a member in here (the Google buttons show only then).
 */
export function useGoogleLogin() {
  const provider = useGoogleProvider();
  const navigateTo = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function login() {
    if (loading || !provider) return;
    setLoading(true);
    setError(undefined);
    let idToken: string | undefined;
    try {
      // Either way loaded only now, on the press: neither is part of the page's first load.
      if (provider.kind === 'google') {
        const { requestGoogleCredential } = await import('../../lib/google-identity.ts');
        idToken = await requestGoogleCredential(provider.clientId);
      } else {
        const { requestStandInCredential } = await import('../../lib/google-stand-in.ts');
        idToken = await requestStandInCredential(provider.signinUrl);
      }
      const response = await getApi().call('googleLogin', {
        body: { id_token: idToken, device: 'web' },
        flow: 'googleLogin',
        gsiToken: idToken,
      });
      track('login_success', { loginMethod: 'google' });
      loginSuccess(response.data, 'login');
    } catch (failure) {
      if (isApiError(failure) && failure.decision.effect.kind === 'googleLoginFailure') {
        const { effect } = failure.decision;
        session.gsiError = effect.gsiError;
        if (effect.to) {
          void navigateTo(effect.to);
          return;
        }
      }
      setError(failureMessage(failure));
    } finally {
      setLoading(false);
    }
  }

  return { login, loading, error, available: provider !== null };
}
