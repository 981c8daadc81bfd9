import type { TableServiceClientOptions } from '@azure/data-tables';

type PipelinePolicy = NonNullable<TableServiceClientOptions['additionalPolicies']>[number]['policy'];

const LINE_SEPARATORS = /[\u2028\u2029]/g;

/**
 * A transaction's multipart body with U+2028 and U+2029 written as JSON escapes. JSON.stringify leaves
 * them raw, and Azurite (3.x) finds each operation's entity with a regular expression whose `.` stops at
 * them, so it refused the whole batch (docs/storage.md, "Text the lists take"); the escapes are the same
 * string to every JSON reader. Headers and the operations' URLs are ASCII (keys are percent-encoded), so
 * the characters can only stand inside an entity's JSON.
 */
export function withEscapedLineSeparators(body: string): string {
  return body.replace(LINE_SEPARATORS, (separator) => `\\u${separator.charCodeAt(0).toString(16)}`);
}

/** Escapes the line separators of every `$batch` request's body; other requests are JSON that every reader parses. */
export const batchLineSeparatorsPolicy: PipelinePolicy = {
  name: 'listboardBatchLineSeparators',
  sendRequest: (request, next) => {
    if (typeof request.body === 'string' && new URL(request.url).pathname.endsWith('/$batch'))
      request.body = withEscapedLineSeparators(request.body);
    return next(request);
  },
};
