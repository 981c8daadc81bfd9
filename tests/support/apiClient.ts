import { SP_HOST_PARAM } from '@listboard/shared';

export const DEMO_SITE = 'https://demo.listboard.local/sites/team';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** A tiny HTTP client for the API as a page would call it: SPHostUrl on every call, bearer token. */
export class ApiClient {
  constructor(readonly baseUrl: string, readonly site: string = DEMO_SITE, readonly token: string | null = null) {}

  withToken(token: string | null): ApiClient {
    return new ApiClient(this.baseUrl, this.site, token);
  }

  async call<T = unknown>(method: string, path: string, body?: unknown, extraQuery: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const url = new URL(`/api/${path}`, this.baseUrl);
    if (this.site) url.searchParams.set(SP_HOST_PARAM, this.site);
    for (const [key, value] of Object.entries(extraQuery)) url.searchParams.set(key, value);
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Signs in through the local sign-in endpoint and returns a client carrying the token. */
  async signIn(login: string): Promise<ApiClient> {
    const answer = await this.call<{ token: string }>('POST', 'auth/local/token', { login });
    if (answer.status !== 200) throw new Error(`sign-in of ${login} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return this.withToken(answer.body.token);
  }
}
