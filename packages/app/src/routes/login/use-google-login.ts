import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../http/api.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { config, getApi } from '../../http/client.ts';
import { track } from '../../analytics/track.ts';
import { loginSuccess } from '../../state/auth.ts';
import { session } from '../../state/session.ts';

/**
 * Google login (§1, §8): the ID token from Google Identity Services goes to google/login; a
 * failure of 401 or more (except 429) stores gsiError and, on the login page, opens signup with
 * from=login so the member can register with the same Google account.
 */
export function useGoogleLogin() {
  const navigateTo = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function login() {
    if (loading || !config.googleClientId) return;
    setLoading(true);
    setError(undefined);
    let idToken: string | undefined;
    try {
      const { requestGoogleCredential } = await import('../../lib/google-identity.ts');
      idToken = await requestGoogleCredential(config.googleClientId);
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

  return { login, loading, error };
}
