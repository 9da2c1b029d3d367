import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-token.ts';

const secret = 'a'.repeat(40);
const claims = { accountId: 7, role: 'member', familyId: 'family-7' } as const;

describe('AccessTokens', () => {
  it('answers the claims of a token it signed, every time it is shown', async () => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token once it expires, also after it was accepted', async () => {
    // Expiry counts whole seconds from a whole-second iat: 2 s lives at least 1 s (a 1 s token
    // could expire before its first check), and 2.1 s later it has expired whatever the fraction.
    const tokens = new AccessTokens(secret, 2);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key or altered, after accepting the genuine one', async () => {
    const tokens = new AccessTokens(secret, 60);
    const genuine = await tokens.sign(claims);
    expect(await tokens.verify(genuine)).toEqual(claims);
    const foreign = await new AccessTokens('b'.repeat(40), 60).sign(claims);
    expect(await tokens.verify(foreign)).toBeNull();
    const [header, payload, signature] = genuine.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: '8',
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
  });
});
