import type { GoogleAccount } from '@saham/ui/screens/signup/signup-screen';

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The Google account a stored Google credential (§3 gsiError.gsiToken, an ID token) names, to show
 * whom the sign-up continues with. Only read for display: google/register verifies the token. An
 * unreadable token, one without an e-mail, or one past its expiry (Google's tokens last an hour,
 * and the server would refuse it) gives null, so the plain e-mail form shows instead.
 * @example googleAccountFromIdToken(gsiError.gsiToken, Date.now()) // { name: 'Bagus Pratama', email: 'bagus@gmail.com', pictureUrl: null }
 */
export function googleAccountFromIdToken(
  idToken: string | null | undefined,
  nowMs: number,
): GoogleAccount | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  let claims: Record<string, unknown>;
  try {
    const parsed = JSON.parse(decodeBase64Url(payload)) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    claims = parsed as Record<string, unknown>;
  } catch {
    // Not a JWT: there is no Google account to continue with.
    return null;
  }
  const email = text(claims.email);
  if (!email) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return null;
  return {
    name: text(claims.name) ?? email.split('@')[0] ?? email,
    email,
    pictureUrl: text(claims.picture) ?? null,
  };
}
