import { AUTH_MESSAGES } from '@roamstead/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../platform/errors';

export interface GoogleProfile {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token's signature (keys from GOOGLE_JWKS_URL), audience (GOOGLE_CLIENT_ID),
 * issuer and expiry. Without GOOGLE_CLIENT_ID the feature does not exist here: every call answers
 * 404 (not a 5xx, which would tell clients and monitors the server is failing).
 */
export function googleVerifier(config: Config) {
  const clientId = config.GOOGLE_CLIENT_ID;
  const jwks = clientId ? createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL)) : undefined;

  return async (idToken: string): Promise<GoogleProfile> => {
    if (!clientId || !jwks) throw notFound(AUTH_MESSAGES.googleNotConfigured);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, { audience: clientId, issuer: ISSUERS, algorithms: ['RS256'] }));
    } catch {
      throw badRequest(AUTH_MESSAGES.googleFailed);
    }
    const { sub, email, email_verified, given_name, family_name, name, picture } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || email_verified !== true) {
      throw badRequest(AUTH_MESSAGES.googleFailed);
    }
    const [first = '', ...rest] = typeof name === 'string' ? name.split(' ') : [];
    return {
      sub,
      email: email.toLowerCase(),
      givenName: typeof given_name === 'string' ? given_name : first,
      familyName: typeof family_name === 'string' ? family_name : rest.join(' '),
      picture: typeof picture === 'string' ? picture : null,
    };
  };
}
