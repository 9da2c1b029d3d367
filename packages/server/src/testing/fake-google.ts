import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/** Claims a test puts in a Google ID token; unset ones get valid defaults. */
export interface GoogleTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

/** A stand-in for Google's JWKS endpoint with a key pair generated for the test. */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** Signs an ID token with the served key (or, with `foreignKey`, with a key Google never published). */
  idToken(claims: GoogleTokenClaims, options?: { foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Generates an RSA key pair and serves its public JWK on an ephemeral loopback port, so the
 * server verifies ID tokens exactly as it would Google's, with no request leaving the machine.
 * @example const google = await startFakeGoogle(); startTestServer({ config: { google: { jwksUrl: google.jwksUrl, clientId: google.clientId } } })
 */
export async function startFakeGoogle(
  clientId = 'test-client.apps.googleusercontent.com',
): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    async idToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: claims.email,
        email_verified: claims.email_verified ?? true,
        name: claims.name,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(claims.sub)
        .setIssuer(claims.iss ?? 'https://accounts.google.com')
        .setAudience(claims.aud ?? clientId)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + (claims.expiresIn ?? 3600))
        .sign(options.foreignKey ? foreign.privateKey : privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
