import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:https';

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

/** One https exchange with the local provider, trusting its certificate, carrying and keeping its cookies. */
function exchange(
  url: string,
  certificate: string,
  cookies: Map<string, string>,
  init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: init.method ?? 'GET',
        ca: certificate,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...init.headers,
        },
      },
      (incoming) => {
        for (const line of incoming.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const [name, value] = pair.split('=');
          cookies.set(name.trim(), value ?? '');
        }
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location ?? null, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface OpenIdPage {
  issuer: string;
  certificate: string;
  clientId: string;
  /** The page's origin, one of the redirect URIs the provider allows (`{origin}/`). */
  origin: string;
  scope: string;
  /** The API the token is for (a resource indicator), when not the provider's default: Teams asks for its tab's app id URI. */
  resource?: string;
}

/**
 * Signs a person in at the local OpenID provider as the page's MSAL does (authorization code with
 * PKCE), choosing them on its login page, and answers the provider's token response.
 */
export async function signInAtProvider(
  page: OpenIdPage,
  login: string,
): Promise<{ access_token: string; refresh_token?: string; id_token: string }> {
  const cookies = new Map<string, string>();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${page.origin}/`;
  const authorize = new URL(`${page.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: page.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: `openid profile offline_access ${page.scope}`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'test',
    nonce: 'test',
    ...(page.resource ? { resource: page.resource } : {}),
  }).toString();
  let answer = await exchange(authorize.href, page.certificate, cookies);
  let location = answer.location;
  for (let hop = 0; location && !location.startsWith(redirectUri) && hop < 10; hop += 1) {
    const next = new URL(location, page.issuer);
    answer = await exchange(next.href, page.certificate, cookies);
    // The login page: choose the person, as a click on their button would.
    if (answer.status === 200 && next.pathname.startsWith('/interaction/')) {
      answer = await exchange(next.href, page.certificate, cookies, { method: 'POST', form: { login } });
    }
    location = answer.location;
  }
  if (!location?.startsWith(redirectUri))
    throw new Error(`The provider did not send the page back (status ${answer.status}): ${answer.body.slice(0, 300)}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`The provider answered without a code: ${location}`);
  const token = await exchange(`${page.issuer}/token`, page.certificate, new Map(), {
    method: 'POST',
    headers: { origin: page.origin },
    form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: page.clientId, code_verifier: verifier },
  });
  if (token.status !== 200) throw new Error(`The token endpoint answered ${token.status}: ${token.body}`);
  return JSON.parse(token.body) as { access_token: string; refresh_token?: string; id_token: string };
}
