import { type JWK, SignJWT, importJWK } from 'jose';
import { type KoaContextWithOIDC, errors } from 'oidc-provider';
import { LOCAL_FUNCTIONS_CLIENT_ID, LOCAL_FUNCTIONS_SECRET_CLIENT_ID, resourceOfDefaultScope } from './onBehalfOfGrant';

export const CLIENT_CREDENTIALS_GRANT = 'client_credentials';
/** The application permission Listboard's Entra app asks of SharePoint for its own access (docs/sharepoint.md). */
const SITES_SELECTED = 'Sites.Selected';
const TOKEN_SECONDS = 60 * 60;

/**
 * Entra's client credentials grant, as the local provider's token endpoint answers it: the functions
 * client asks for `{resource origin}/.default` and gets an app-only token for that resource: no person
 * in it, the app's id, the application permission in `roles`, `idtyp: app`, and how the app proved
 * itself in `appidacr`: 2 for a certificate (a private_key_jwt client assertion, which MSAL signs), 1
 * for a secret. SharePoint takes only the first.
 */
export function clientCredentialsGrant(issuer: string, signingKey: JWK, tenantId: string, appObjectId: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    const { client, params } = ctx.oidc;
    if (client?.clientId !== LOCAL_FUNCTIONS_CLIENT_ID && client?.clientId !== LOCAL_FUNCTIONS_SECRET_CLIENT_ID)
      throw new errors.UnauthorizedClient('only the functions client has access of its own');
    const resource = resourceOfDefaultScope(String(params?.scope ?? ''));
    const expiresAt = Math.floor(Date.now() / 1000) + TOKEN_SECONDS;
    const accessToken = await new SignJWT({
      tid: tenantId,
      oid: appObjectId,
      appid: LOCAL_FUNCTIONS_CLIENT_ID,
      idtyp: 'app',
      appidacr: client.tokenEndpointAuthMethod === 'private_key_jwt' ? '2' : '1',
      roles: [SITES_SELECTED],
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(resource)
      .setSubject(appObjectId)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(await importJWK(signingKey, 'RS256'));
    ctx.body = { token_type: 'Bearer', expires_in: TOKEN_SECONDS, ext_expires_in: TOKEN_SECONDS, access_token: accessToken };
  };
}
