import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelSite, SharePointModel } from './model';
import { type SpAnswer, type SpRequest, notFound } from './answers';
import { siteRoutes } from './siteRoutes';
import { batchAnswer } from './batch';
import { fileRoutes } from './fileRoutes';
import { itemRoutes } from './itemRoutes';
import { commentRoutes } from './commentRoutes';
import { listRoutes } from './listRoutes';
import { viewRoutes } from './viewRoutes';
import { photoAnswer } from './photoRoutes';

/**
 * A local stand-in for SharePoint Online's REST API, for the SharePoint adapter's tests: it answers the
 * shapes SharePoint documents (odata=minimalmetadata: collections in `value`, entities with `odata.*`
 * annotations) from a model of a tenant. It is a test double, not product code. It counts requests,
 * keeps the bearer tokens it was sent, and throttles on demand (429 with Retry-After).
 */
export class SharePointTestServer {
  readonly requests: { verb: string; path: string; authorization: string | undefined }[] = [];
  private throttled: { count: number; retryAfter: string } = { count: 0, retryAfter: '1' };
  private server: Server | null = null;
  origin = '';
  private readonly rootSite: ModelSite = {
    url: '',
    title: 'Root',
    description: '',
    language: 1033,
    users: [],
    groups: [],
    lists: [],
    nextUserId: 1,
  };

  constructor(readonly model: SharePointModel) {}

  /** The next `count` requests are refused with 429 and this Retry-After (seconds). */
  throttleNext(count: number, retryAfterSeconds: string): void {
    this.throttled = { count, retryAfter: retryAfterSeconds };
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => (this.server as Server).listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.rootSite.url = this.origin;
    return this.origin;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const verb = String(request.headers['x-http-method'] ?? request.method ?? 'GET').toUpperCase();
    this.requests.push({ verb, path: `${url.pathname}${url.search}`, authorization: request.headers.authorization });
    // A fault of the double answers 500 with its message, so a test fails with it instead of waiting.
    const answer = await this.answer(request, url, verb).catch((error: Error): SpAnswer => ({
      status: 500,
      body: { 'odata.error': { code: 'test-server', message: { lang: 'en-US', value: error.stack ?? error.message } } },
    }));
    if (answer.body instanceof Uint8Array) {
      response.writeHead(answer.status, { 'content-type': 'application/octet-stream', ...answer.headers }).end(answer.body);
      return;
    }
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
    response
      .writeHead(answer.status, { 'content-type': 'application/json;odata=minimalmetadata;charset=utf-8', ...answer.headers })
      .end(body);
  }

  /**
   * A JWT of the local provider stands for its `upn` (an on-behalf-of token) or for an app (`idtyp: app`,
   * an app-only token), and must be meant for this server (`aud`), as SharePoint checks its tokens'
   * audience; other tokens are the tests' own names. SharePoint takes an app-only token only when a
   * certificate proved the app (`appidacr` 2). The signature is the provider's business: the adapter's
   * tests check the exchange itself.
   */
  private callerOfToken(token: string): SpAnswer | { app: string | null } {
    if (token.split('.').length !== 3) return { app: null };
    let claims: { aud?: string; upn?: string; idtyp?: string; appid?: string; appidacr?: string };
    try {
      claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return { status: 401, body: { error_description: 'Invalid JWT token. The token is malformed.' } };
    }
    if (claims.aud !== this.origin) return { status: 401, body: { error_description: `Invalid audience Uri '${claims.aud}'.` } };
    if (claims.idtyp === 'app') {
      return claims.appidacr === '2'
        ? { app: String(claims.appid) }
        : { status: 401, body: { error_description: 'Unsupported app only token.' } };
    }
    if (claims.upn) this.model.tokens.set(token, claims.upn.toLowerCase());
    return { app: null };
  }

  private async answer(request: IncomingMessage, url: URL, verb: string): Promise<SpAnswer> {
    if (!/^Bearer \S+/.test(request.headers.authorization ?? ''))
      return { status: 401, body: { error_description: 'Invalid JWT token. No certificate thumbprint specified in token header.' } };
    const caller = this.callerOfToken(String(request.headers.authorization).slice('Bearer '.length));
    if ('status' in caller) return caller;
    if (this.throttled.count > 0) {
      this.throttled.count -= 1;
      return {
        status: 429,
        headers: { 'retry-after': this.throttled.retryAfter },
        body: {
          'odata.error': {
            code: '-2147024860, Microsoft.SharePoint.SPQueryThrottledException',
            message: { lang: 'en-US', value: 'The request has been throttled.' },
          },
        },
      };
    }
    const photo = photoAnswer(request, url, this.model);
    if (photo) return photo;
    const path = decodeURIComponent(url.pathname);
    const api = path.toLowerCase().indexOf('/_api/');
    // A tenant always has its root site (where the adapter searches for webs); the tests' sites are below it.
    const site = api < 0 ? undefined : (this.model.site(`${this.origin}${path.slice(0, api)}`) ?? (api === 0 ? this.rootSite : undefined));
    if (!site) return notFound('The site does not exist.');
    const raw = await readBytes(request);
    const apiPath = path.slice(api + '/_api/'.length);
    if (apiPath === '$batch')
      return batchAnswer(raw.toString('utf8'), request.headers, (part) => this.dispatch({ ...part, site }, caller.app));
    return this.dispatch(
      { method: request.method ?? 'GET', verb, site, apiPath, query: url.searchParams, headers: request.headers, body: jsonOf(raw), raw },
      caller.app,
    );
  }

  private dispatch(request: SpRequest, app: string | null): SpAnswer {
    if (app && !appMay(this.model.siteGrants.get(app)?.get(request.site.url.toLowerCase()), request)) {
      return {
        status: 403,
        body: {
          'odata.error': {
            code: '-2147024891, System.UnauthorizedAccessException',
            message: { lang: 'en-US', value: 'Access denied. You do not have permission to perform this action or access this resource.' },
          },
        },
      };
    }
    for (const route of [...siteRoutes, ...listRoutes, ...itemRoutes, ...commentRoutes, ...viewRoutes, ...fileRoutes]) {
      const match = request.apiPath.match(route.pattern);
      if (match && route.verbs.includes(request.verb)) return route.answer(request, match, this.model);
    }
    return {
      status: 400,
      body: {
        'odata.error': {
          code: '-1, Microsoft.SharePoint.Client.InvalidClientQueryException',
          message: { lang: 'en-US', value: `The test server does not know ${request.verb} ${request.apiPath}.` },
        },
      },
    };
  }
}

/** Requests that only read, though sent as POST: searching the tenant and the people picker. */
const READING_POSTS = /^(search\/postquery|sp\.ui\.applicationpages\.clientpeoplepickerwebserviceinterface\..+)$/i;

/** Whether an app with this grant on the request's site may make the request: read reads, write does anything. */
function appMay(grant: 'read' | 'write' | undefined, request: SpRequest): boolean {
  if (grant === 'write') return true;
  return grant === 'read' && (request.verb === 'GET' || (request.verb === 'POST' && READING_POSTS.test(request.apiPath)));
}

/** A JSON body, or undefined for a file's bytes (PnP sends uploads with its JSON content type, as SharePoint accepts). */
function jsonOf(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

function readBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
