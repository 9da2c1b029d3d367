import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-token.ts';

const secret = 'a'.repeat(40);
const claims = {
  accountId: 7,
  role: 'member',
  familyId: '0b7c6f0e-6a53-4b8e-9d4f-3f1e2a7c9b10',
} as const;

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

  it('refuses a token signed with its key but without an expiry or an issue time', async () => {
    const tokens = new AccessTokens(secret, 60);
    const key = new TextEncoder().encode(secret);
    const unsigned = () =>
      new SignJWT({ role: 'member', fam: claims.familyId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer('saham-reference-server')
        .setAudience('saham-members-api');
    const complete = await unsigned().setIssuedAt().setExpirationTime('60s').sign(key);
    expect(await tokens.verify(complete)).toEqual(claims);
    expect(await tokens.verify(await unsigned().setIssuedAt().sign(key))).toBeNull();
    expect(await tokens.verify(await unsigned().setExpirationTime('60s').sign(key))).toBeNull();
  });
});
