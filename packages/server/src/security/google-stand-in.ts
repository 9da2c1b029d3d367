import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';

/** Claims put in a stand-in Google ID token; unset ones get valid defaults. */
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

/**
 * The issuer of the development stand-in's tokens: a reserved `.invalid` name, so no token of it
 * can pass for one of Google's (whose issuers are accounts.google.com).
 */
export const STAND_IN_ISSUER = 'https://google-stand-in.saham.invalid';

/**
 * A key pair that signs ID tokens the way Google does (RS256, `kid` in the header) and its public
 * JWKS. Ours, not the spec's (§2 shows Google's own provider only): the end-to-end and server tests
 * serve it as Google's JWKS, and the reference server in development mode uses it to stand in
 * for Google (http/google-stand-in.ts), so `npm start` can show §2's Google login and sign-up.
 * @example const signer = await GoogleTokenSigner.create('client-id'); await signer.idToken({ sub: '1' })
 */
export class GoogleTokenSigner {
  readonly clientId: string;
  readonly issuer: string;
  /** The public keys, as a JWKS endpoint serves them. */
  readonly jwks: JSONWebKeySet;
  readonly #kid: string;
  readonly #privateKey: CryptoKey;
  /** A key no JWKS publishes, made on first use (forged tokens in tests). */
  #foreignKey: Promise<CryptoKey> | undefined;

  private constructor(
    clientId: string,
    issuer: string,
    kid: string,
    jwks: JSONWebKeySet,
    privateKey: CryptoKey,
  ) {
    this.clientId = clientId;
    this.issuer = issuer;
    this.#kid = kid;
    this.jwks = jwks;
    this.#privateKey = privateKey;
  }

  /** Generates a fresh key pair for tokens with audience `clientId` and the given issuer. */
  static async create(
    clientId: string,
    { issuer = 'https://accounts.google.com', kid = 'test-key' } = {},
  ): Promise<GoogleTokenSigner> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return new GoogleTokenSigner(clientId, issuer, kid, { keys: [jwk] }, privateKey);
  }

  /** Signs an ID token with the published key (or, with `foreignKey`, with one never published). */
  async idToken(
    claims: GoogleTokenClaims,
    options: { foreignKey?: boolean } = {},
  ): Promise<string> {
    this.#foreignKey ??= options.foreignKey
      ? generateKeyPair('RS256').then((pair) => pair.privateKey)
      : undefined;
    const key = options.foreignKey ? await this.#foreignKey : this.#privateKey;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: claims.email,
      email_verified: claims.email_verified ?? true,
      name: claims.name,
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.#kid })
      .setSubject(claims.sub)
      .setIssuer(claims.iss ?? this.issuer)
      .setAudience(claims.aud ?? this.clientId)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (claims.expiresIn ?? 3600))
      .sign(key ?? this.#privateKey);
  }
}
