import { type JWK, type JWTPayload, SignJWT, importJWK, jwtVerify } from 'jose';
import { type KoaContextWithOIDC, errors } from 'oidc-provider';

/** RFC 7523's grant, which Entra's on-behalf-of flow uses with `requested_token_use=on_behalf_of`. */
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
export const JWT_BEARER_PARAMETERS = ['assertion', 'scope', 'requested_token_use'];
/** The functions' confidential client: the one that may exchange a person's token, proved by its certificate. */
export const LOCAL_FUNCTIONS_CLIENT_ID = 'listboard-local-functions';
/** The same app proved by a secret instead, as a deployment without a certificate has it (on-behalf-of only). */
export const LOCAL_FUNCTIONS_SECRET_CLIENT_ID = 'listboard-local-functions-secret';
/** What Listboard's Entra app asks of SharePoint (docs/deploy.md), granted to every exchanged token here. */
const SHAREPOINT_SCOPE = 'AllSites.Manage';
const DEFAULT_SCOPE_SUFFIX = '/.default';

const publicPart = ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest }: JWK): JWK => rest;

/** The resource origin of a `{resource}/.default` scope, as Entra reads it. */
export function resourceOfDefaultScope(requested: string): string {
  const scope = requested.split(' ').find((entry) => entry.endsWith(DEFAULT_SCOPE_SUFFIX));
  if (!scope) throw new errors.InvalidScope('ask for {resource}/.default', requested);
  try {
    return new URL(scope.slice(0, -DEFAULT_SCOPE_SUFFIX.length)).origin;
  } catch {
    throw new errors.InvalidScope('the resource is not a URL', scope);
  }
}

/**
 * Entra's on-behalf-of exchange, as the local provider's token endpoint answers it: the functions send
 * a person's access token for our API (`assertion`) and `{resource origin}/.default`, and get a token
 * for that resource with the same person in it (tid, oid, upn, name), signed with the provider's key.
 * The assertion must be one of the provider's own live tokens for our API.
 */
export function onBehalfOfGrant(issuer: string, signingKey: JWK, apiAudiences: string[]) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    const { client, params } = ctx.oidc;
    if (client?.clientId !== LOCAL_FUNCTIONS_CLIENT_ID && client?.clientId !== LOCAL_FUNCTIONS_SECRET_CLIENT_ID)
      throw new errors.UnauthorizedClient('only the functions client may exchange tokens');
    if (params?.requested_token_use !== 'on_behalf_of') throw new errors.InvalidRequest('requested_token_use must be on_behalf_of');
    const resource = resourceOfDefaultScope(String(params.scope ?? ''));
    let person: JWTPayload;
    try {
      ({ payload: person } = await jwtVerify(String(params.assertion ?? ''), await importJWK(publicPart(signingKey), 'RS256'), {
        issuer,
        audience: apiAudiences,
      }));
    } catch (error) {
      throw new errors.InvalidGrant(`the assertion is not a live access token of this provider (${(error as Error).message})`);
    }
    const expiresAt = Math.min(Number(person.exp), Math.floor(Date.now() / 1000) + 60 * 60);
    const accessToken = await new SignJWT({
      tid: person.tid,
      oid: person.oid,
      upn: person.preferred_username,
      preferred_username: person.preferred_username,
      name: person.name,
      scp: SHAREPOINT_SCOPE,
      appid: LOCAL_FUNCTIONS_CLIENT_ID,
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(resource)
      .setSubject(String(person.sub))
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(await importJWK(signingKey, 'RS256'));
    const expiresIn = expiresAt - Math.floor(Date.now() / 1000);
    ctx.body = {
      token_type: 'Bearer',
      scope: `${resource}/${SHAREPOINT_SCOPE}`,
      expires_in: expiresIn,
      ext_expires_in: expiresIn,
      access_token: accessToken,
    };
  };
}
