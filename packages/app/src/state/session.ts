import type { SessionUser } from '@saham/domain/api/member';
import type { GsiError } from '@saham/domain/error-catalogue';
import { proxy } from 'valtio';

/** Spec §3 user (id, name, email, phone, token, refresh_token) and the stored Google error. */
export interface SessionState {
  user: SessionUser | null;
  gsiError: GsiError | null;
}

/**
 * The member's session. Persisted under the state-store key (state/persist.ts).
 * @example session.user?.token
 */
export const session = proxy<SessionState>({ user: null, gsiError: null });

/**
 * Whether a token is stored: the one test of §4's guard and §6's visitor-or-member.
 * @example if (!hasToken()) navigate('/')
 */
export function hasToken(): boolean {
  return Boolean(session.user?.token);
}

/** §4 token refresh: on success the new token and refresh token are stored. */
export function storeTokens(pair: { token: string; refresh_token: string }): void {
  if (!session.user) return;
  session.user.token = pair.token;
  session.user.refresh_token = pair.refresh_token;
}

/** Back to a visitor (part of §4 logout). */
export function resetSession(): void {
  session.user = null;
  session.gsiError = null;
}
