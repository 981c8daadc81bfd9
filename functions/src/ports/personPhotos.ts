import type { PhotoMediaType } from '@listboard/shared';

/** A person's picture as a source gave it: a 48x48 image of a type an avatar shows (shared/domain/personPhotos.ts). */
export interface PersonPhoto {
  bytes: Uint8Array;
  contentType: PhotoMediaType;
}

/**
 * People's Office 365 profile photos (Microsoft Graph's `/users/{upn}/photos/48x48/$value`), read on
 * behalf of one caller. A person without one is null; the directory being unreachable is a
 * StorageUnavailableError (503 with Retry-After), never the caller's fault.
 */
export interface DirectoryPhotos {
  photoOf(login: string): Promise<PersonPhoto | null>;
}
