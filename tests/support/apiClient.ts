import { SP_HOST_PARAM } from '@listboard/shared';

export const DEMO_SITE = 'https://demo.listboard.local/sites/team';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  /** A call still unanswered after this long fails (how a test tells a hang from a slow answer). */
  patienceMs?: number;
  headers?: Record<string, string>;
}

/** Where an item lives, as the upload forms name it. */
export interface UploadTarget {
  siteURL: string;
  listID: string;
  itemID: number;
}

/** A tiny HTTP client for the API as a page would call it: SPHostUrl on every call, bearer token. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly site: string = DEMO_SITE,
    readonly token: string | null = null,
  ) {}

  withToken(token: string | null): ApiClient {
    return new ApiClient(this.baseUrl, this.site, token);
  }

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    extraQuery: Record<string, string> = {},
    options: CallOptions = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(this.url(path, extraQuery), {
      method,
      headers: { 'content-type': 'application/json', ...this.auth(), ...options.headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: options.patienceMs === undefined ? undefined : AbortSignal.timeout(options.patienceMs),
    }).catch((error: Error) => {
      throw new Error(
        `${method} ${path} failed without an answer${options.patienceMs === undefined ? '' : ` (patience ${options.patienceMs} ms)`}: ${error.message}`,
      );
    });
    return answerOf<T>(response);
  }

  /** Posts files as the page's upload forms do (multipart: itemInfo, boardID, files), with any further text fields (attachmentTypes, showAs). */
  async upload<T = unknown>(
    path: string,
    boardID: string,
    itemInfo: UploadTarget,
    files: [string, Uint8Array | string][],
    fields: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const form = new FormData();
    form.set('itemInfo', JSON.stringify(itemInfo));
    form.set('boardID', boardID);
    for (const [name, content] of files) form.append('files', new Blob([content as BlobPart]), name);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return answerOf<T>(await fetch(this.url(path), { method: 'POST', headers: this.auth(), body: form }));
  }

  /** Signs in through the local sign-in endpoint and returns a client carrying the token. */
  async signIn(login: string): Promise<ApiClient> {
    const answer = await this.call<{ token: string }>('POST', 'auth/local/token', { login });
    if (answer.status !== 200) throw new Error(`sign-in of ${login} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return this.withToken(answer.body.token);
  }

  private url(path: string, extraQuery: Record<string, string> = {}): URL {
    const url = new URL(`/api/${path}`, this.baseUrl);
    if (this.site) url.searchParams.set(SP_HOST_PARAM, this.site);
    for (const [key, value] of Object.entries(extraQuery)) url.searchParams.set(key, value);
    return url;
  }

  private auth(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }
}

/** JSON as parsed; a picture (GET site/userPhoto) as its bytes. */
async function answerOf<T>(response: Response): Promise<ApiAnswer<T>> {
  if (/^image\//i.test(response.headers.get('content-type') ?? ''))
    return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) as T, headers: response.headers };
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
