import { SignJWT, importJWK } from 'jose';
import { LOCAL_API_AUDIENCE, LOCAL_TENANT_ID, providerKeys } from '@listboard/local';

/**
 * A token of the local OpenID provider for our API, signed with its key from its data folder, as MSAL
 * would get it for the person in the page (without the sign-in's round trips). `lifetime` as jose takes it.
 */
export async function providerApiToken(dataDir: string, issuer: string, login: string, lifetime = '1h'): Promise<string> {
  const { signingKey } = await providerKeys(dataDir);
  return new SignJWT({ tid: LOCAL_TENANT_ID, oid: `oid-${login}`, preferred_username: login, name: login, scp: 'access_as_user' })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
    .setIssuer(issuer)
    .setAudience(LOCAL_API_AUDIENCE)
    .setSubject(`oid-${login}`)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(await importJWK(signingKey, 'RS256'));
}
