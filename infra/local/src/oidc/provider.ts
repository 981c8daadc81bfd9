import { createHash, createPublicKey, randomBytes } from 'node:crypto';
import { type JWK, exportJWK } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Server, createServer } from 'node:https';
import Provider, { type Configuration, type KoaContextWithOIDC, errors } from 'oidc-provider';
import { type LocalPerson, errorPage, loginPage, signOutPage, signedOutPage } from './pages';

export type { LocalPerson } from './pages';
import { type ProviderKeys, providerKeys } from './keys';
import { memoryAdapters } from './memoryAdapter';
import { readBody } from '../requestBody';
import {
  JWT_BEARER_GRANT,
  JWT_BEARER_PARAMETERS,
  LOCAL_FUNCTIONS_CLIENT_ID,
  LOCAL_FUNCTIONS_SECRET_CLIENT_ID,
  onBehalfOfGrant,
} from './onBehalfOfGrant';
import { CLIENT_CREDENTIALS_GRANT, clientCredentialsGrant } from './clientCredentialsGrant';

/** The demo organisation's tenant id, as Entra would give it. */
export const LOCAL_TENANT_ID = '9c0b3f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f';
export const LOCAL_CLIENT_ID = 'listboard-local';
/** Our API as the local provider names it: the audience of its access tokens. */
export const LOCAL_API_AUDIENCE = 'api://listboard-local';
export const LOCAL_API_SCOPE = 'access_as_user';
/**
 * Our API as Teams single sign-on names it: the app id URI of the tab's domain (`api://{host}/{client id}`);
 * Teams asks for a token of this audience (the manifest's webApplicationInfo.resource).
 */
export const LOCAL_TEAMS_AUDIENCE = `api://localhost/${LOCAL_CLIENT_ID}`;
const AUDIENCES = [LOCAL_API_AUDIENCE, LOCAL_TEAMS_AUDIENCE];
const GLOBAL_ADMINISTRATOR = '62e90394-69f5-4237-9190-012177145e10';
/** Access tokens live an hour, as Entra's do by default. */
const ACCESS_TOKEN_SECONDS = 60 * 60;

export interface RunningProvider {
  issuer: string;
  /** The https certificate, which the functions trust when they read the provider's keys. */
  certificate: string;
  /**
   * The functions' confidential client, which exchanges a person's token for SharePoint's (on-behalf-of)
   * and gets the app's own (client credentials), proved by its certificate (PEM with the private key);
   * and the same app proved by a secret, whose app-only tokens SharePoint refuses.
   */
  functionsClient: { id: string; certificate: string };
  functionsSecretClient: { id: string; secret: string };
  /** Lets the page at these origins sign in (redirect URIs `{origin}/`); the provider answers from then on. */
  allowPages(origins: string[]): void;
  stop(): Promise<void>;
}

/** A person's object id: stable for their login, shaped like Entra's. */
export function objectIdOf(login: string): string {
  const hex = createHash('sha256').update(login.toLowerCase()).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The functions' app as the directory knows it: its client ids, the public key of its certificate, its secret. */
interface FunctionsApp {
  certificateKey: JWK;
  secret: string;
}

function configuration(keys: ProviderKeys, people: LocalPerson[], origins: string[], functionsApp: FunctionsApp): Configuration {
  const byObjectId = new Map(people.map((person) => [objectIdOf(person.login), person]));
  const pages = origins.map((origin) => `${origin}/`);
  return {
    adapter: memoryAdapters(),
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: pages,
        post_logout_redirect_uris: pages,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      {
        client_id: LOCAL_FUNCTIONS_CLIENT_ID,
        token_endpoint_auth_method: 'private_key_jwt',
        jwks: { keys: [functionsApp.certificateKey] },
        grant_types: [JWT_BEARER_GRANT, CLIENT_CREDENTIALS_GRANT],
        response_types: [],
        redirect_uris: [],
      },
      {
        client_id: LOCAL_FUNCTIONS_SECRET_CLIENT_ID,
        client_secret: functionsApp.secret,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: [JWT_BEARER_GRANT, CLIENT_CREDENTIALS_GRANT],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub', 'tid', 'oid'], profile: ['name', 'preferred_username'], email: ['email'] },
    pkce: { required: () => true },
    // The page is a browser application on another origin: it calls the token endpoint with CORS.
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => LOCAL_API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (!AUDIENCES.includes(indicator)) throw new errors.InvalidTarget();
          return {
            scope: LOCAL_API_SCOPE,
            audience: indicator,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      IdToken: ACCESS_TOKEN_SECONDS,
      RefreshToken: 24 * 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      Interaction: 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error), out.error_description);
    },
    async findAccount(_ctx, sub) {
      const person = byObjectId.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          tid: LOCAL_TENANT_ID,
          oid: sub,
          name: person.name,
          preferred_username: person.login,
          email: person.login,
        }),
      };
    },
    // Entra's claims on our API's access tokens: the tenant, the person, the granted scope, directory roles.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const person = byObjectId.get(token.accountId);
      if (!person) return undefined;
      return {
        tid: LOCAL_TENANT_ID,
        oid: token.accountId,
        preferred_username: person.login,
        name: person.name,
        scp: token.scope ?? '',
        ...(person.isAdmin ? { wids: [GLOBAL_ADMINISTRATOR] } : {}),
      };
    },
    // Listboard's own page needs no consent screen, as an Entra app an administrator consented to for everyone.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      for (const audience of AUDIENCES) grant.addResourceScope(audience, LOCAL_API_SCOPE);
      await grant.save();
      return grant;
    },
  };
}

/** What Listboard's page is granted: the person's profile, offline access (silent renewal) and our API's scope. */
async function grantAll(provider: Provider, details: Awaited<ReturnType<Provider['interactionDetails']>>): Promise<string> {
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ clientId: String(details.params.client_id), accountId: details.session?.accountId });
  grant.addOIDCScope('openid profile email offline_access');
  for (const audience of AUDIENCES) grant.addResourceScope(audience, LOCAL_API_SCOPE);
  return grant.save();
}

/**
 * The login page lists the people of the demo site; choosing one finishes the interaction as them.
 * A consent step (the page asks for one to get offline access, as OpenID Connect wants) is granted at
 * once, as an administrator's consent in Entra covers everyone.
 */
async function interaction(provider: Provider, people: LocalPerson[], request: IncomingMessage, response: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'consent') {
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grantAll(provider, details) } },
      { mergeWithLastSubmission: true },
    );
    return;
  }
  if (request.method === 'POST') {
    const body = await readBody(request);
    const login = body ? (new URLSearchParams(body.toString('utf8')).get('login') ?? '') : '';
    const person = people.find((candidate) => candidate.login === login);
    if (!person) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Unknown person.');
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: objectIdOf(person.login) } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(loginPage(details.uid, people));
}

/**
 * An OpenID Connect provider on https://127.0.0.1 (the `oidc-provider` package) that stands in for
 * Entra ID on the local stack: its login page lists the demo people, and its access tokens carry
 * Entra's claims (tid, oid, preferred_username, name, scp, wids), so the functions check them through
 * the same code as Entra's. MSAL requires an https authority, hence the self-signed certificate.
 */
export async function startOidcProvider(dataDir: string, people: LocalPerson[]): Promise<RunningProvider> {
  const keys = await providerKeys(dataDir);
  let provider: Provider | null = null;
  const server: Server = createServer({ cert: keys.certificate, key: keys.privateKey }, (request, response) => {
    if (!provider) {
      response.writeHead(503, { 'retry-after': '1' }).end();
      return;
    }
    const current = provider;
    if (request.url?.startsWith('/interaction/')) {
      interaction(current, people, request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`Sign-in could not go on: ${(error as Error).message}`);
      });
      return;
    }
    current.callback()(request, response);
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  const issuer = `https://127.0.0.1:${port}`;
  const functionsApp: FunctionsApp = {
    certificateKey: { ...(await exportJWK(createPublicKey(keys.functionsCertificate))), use: 'sig' },
    secret: randomBytes(24).toString('hex'),
  };
  return {
    issuer,
    certificate: keys.certificate,
    functionsClient: { id: LOCAL_FUNCTIONS_CLIENT_ID, certificate: keys.functionsCertificate },
    functionsSecretClient: { id: LOCAL_FUNCTIONS_SECRET_CLIENT_ID, secret: functionsApp.secret },
    allowPages(origins) {
      provider = new Provider(issuer, configuration(keys, people, origins, functionsApp));
      provider.registerGrantType(JWT_BEARER_GRANT, onBehalfOfGrant(issuer, keys.signingKey, AUDIENCES), JWT_BEARER_PARAMETERS);
      provider.registerGrantType(
        CLIENT_CREDENTIALS_GRANT,
        clientCredentialsGrant(issuer, keys.signingKey, LOCAL_TENANT_ID, objectIdOf(`app:${LOCAL_FUNCTIONS_CLIENT_ID}`)),
        ['scope'],
      );
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
