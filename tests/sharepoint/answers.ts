import type { IncomingMessage } from 'node:http';
import type { ModelItem, ModelList, ModelSite, SharePointModel } from './model';

/** One request as a route sees it: the site it is on, the path after `_api/`, the query, the body. */
export interface SpRequest {
  method: string;
  /** MERGE and DELETE come as POST with X-HTTP-Method, as PnP sends them. */
  verb: string;
  site: ModelSite;
  apiPath: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** The body's bytes (file uploads). */
  raw: Buffer;
}

export interface SpAnswer {
  status: number;
  /** JSON, or bytes for a file's $value. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type SpRoute = {
  pattern: RegExp;
  verbs: string[];
  answer: (request: SpRequest, match: RegExpMatchArray, model: SharePointModel) => SpAnswer;
};

export const json = (body: unknown, headers: Record<string, string> = {}): SpAnswer => ({ status: 200, body, headers });
export const notFound = (message: string): SpAnswer => ({
  status: 404,
  body: { 'odata.error': { code: '-2130575322, Microsoft.SharePoint.SPException', message: { lang: 'en-US', value: message } } },
});

export const withItem =
  (
    answer: (
      site: ModelSite,
      list: ModelList,
      item: ModelItem,
      request: Parameters<SpRoute['answer']>[0],
      model: SharePointModel,
    ) => SpAnswer,
  ): SpRoute['answer'] =>
  (request, match, model) => {
    const list = model.list(request.site, match[1].replace(/^guid/i, '').replace(/'/g, ''));
    const item = list?.items.find((candidate) => candidate.Id === Number(match[2]));
    return list && item
      ? answer(request.site, list, item, request, model)
      : notFound('Item does not exist. It may have been deleted by another user.');
  };
