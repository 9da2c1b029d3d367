import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GoogleTokenSigner, type GoogleTokenClaims } from '../security/google-stand-in.ts';

export type { GoogleTokenClaims };

/** A stand-in for Google's JWKS endpoint with a key pair generated for the test. */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** Signs an ID token with the served key (or, with `foreignKey`, with a key Google never published). */
  idToken(claims: GoogleTokenClaims, options?: { foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Serves a generated key pair's public JWK (security/google-stand-in.ts) on an ephemeral loopback
 * port, so the server verifies ID tokens exactly as it would Google's, with no request leaving the
 * machine.
 * @example const google = await startFakeGoogle(); startTestServer({ config: { google: { jwksUrl: google.jwksUrl, clientId: google.clientId } } })
 */
export async function startFakeGoogle(
  clientId = 'test-client.apps.googleusercontent.com',
): Promise<FakeGoogle> {
  const signer = await GoogleTokenSigner.create(clientId);
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(signer.jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    idToken: (claims, options) => signer.idToken(claims, options),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
