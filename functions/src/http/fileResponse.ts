import type { FileContent } from '../usecases/files/attachmentsService';
import { RawResponse } from './endpoint';

/** A stored file as an answer a browser never runs: no sniffing, no scripts, a sandbox. */
export function fileResponse(file: FileContent): RawResponse {
  return new RawResponse({
    status: 200,
    body: file.bytes,
    headers: {
      'Content-Type': file.contentType ?? 'application/octet-stream',
      'Content-Disposition': `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
    },
  });
}
