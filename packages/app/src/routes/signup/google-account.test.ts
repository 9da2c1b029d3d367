import { describe, expect, it } from 'vitest';
import { googleAccountFromIdToken } from './google-account.ts';

function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

const now = Date.UTC(2025, 0, 1);
const inAnHour = now / 1000 + 3600;

describe('§2 signup with from=login: the Google account from the stored credential', () => {
  it('reads the name, e-mail and picture, non-ASCII names included', () => {
    const token = idToken({
      email: 'bagus@gmail.com',
      name: 'Bagus Prátama',
      picture: 'https://lh3.googleusercontent.com/a/x',
      exp: inAnHour,
    });
    expect(googleAccountFromIdToken(token, now)).toEqual({
      name: 'Bagus Prátama',
      email: 'bagus@gmail.com',
      pictureUrl: 'https://lh3.googleusercontent.com/a/x',
    });
  });

  it('falls back to the e-mail’s name part without a name', () => {
    expect(googleAccountFromIdToken(idToken({ email: 'rina@gmail.com' }), now)).toEqual({
      name: 'rina',
      email: 'rina@gmail.com',
      pictureUrl: null,
    });
  });

  it('gives nothing for an expired, unreadable or e-mail-less token', () => {
    expect(googleAccountFromIdToken(idToken({ email: 'a@b.co', exp: now / 1000 }), now)).toBeNull();
    expect(googleAccountFromIdToken('not-a-token', now)).toBeNull();
    expect(googleAccountFromIdToken('a.%%%.c', now)).toBeNull();
    expect(googleAccountFromIdToken(idToken({ name: 'X' }), now)).toBeNull();
    expect(googleAccountFromIdToken(null, now)).toBeNull();
  });
});
