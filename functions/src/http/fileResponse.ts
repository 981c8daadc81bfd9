import type { HttpRequest } from '@azure/functions';
import type { PersonPhoto } from '../ports/personPhotos';
import type { FileContent } from '../usecases/files/index';
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

/**
 * A person's picture (GET site/userPhoto): the page keeps it while it is open; the browser asks again on
 * each load (no-cache), since the address does not name the avatar source an admin may switch. No picture
 * is an empty 204, so the avatar shows initials without an error in the console.
 */
export function photoResponse(photo: PersonPhoto | null): RawResponse {
  if (!photo) return new RawResponse({ status: 204, headers: { 'Cache-Control': 'private, no-cache' } });
  return new RawResponse({
    status: 200,
    body: photo.bytes,
    headers: {
      'Content-Type': photo.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
    },
  });
}

/** The caller's bearer token, which a route hands to a use case that reads on their behalf beyond the site (Graph). */
export function bearerTokenOf(request: HttpRequest): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}
