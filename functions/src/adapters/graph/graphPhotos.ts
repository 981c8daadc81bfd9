import { isShowablePhoto, photoLogin, photoMediaType } from '@listboard/shared';
import type { DirectoryPhotos, PersonPhoto } from '../../ports/personPhotos';
import { StorageUnavailableError } from '../../ports/storageUnavailable';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Microsoft Graph in the global cloud; a deployment in a national cloud, or the local stack's stand-in, names its own. */
export const GRAPH_URL = 'https://graph.microsoft.com';

/** A person's avatar is small: Graph keeps 48x48 among its sizes (profilePhoto: 48x48 ... 648x648). */
const PHOTO_SIZE = '48x48';

/** A photo read either answers quickly or the avatar shows initials: never a page waiting on a picture. */
const TIMEOUT_MS = 5_000;

export interface GraphPhotosOptions {
  /** Graph's base address, without the version (https://graph.microsoft.com). */
  baseUrl: string;
  /** A token for Graph on behalf of the caller; null when there is none to be had (then no one has a photo). */
  token(): Promise<string | null>;
  fetch?: Fetch;
}

/**
 * Office 365 profile photos through Microsoft Graph: `GET /v1.0/users/{id | userPrincipalName}/photos/48x48/$value`
 * answers the image's bytes (200) or 404 (`ImageNotFound`) for a person without one. A refusal (401, 403:
 * no consent for User.ReadBasic.All) shows initials too; throttling and Graph's own failures are an outage.
 */
export class GraphPhotos implements DirectoryPhotos {
  constructor(private readonly options: GraphPhotosOptions) {}

  async photoOf(login: string): Promise<PersonPhoto | null> {
    const token = await this.options.token();
    if (!token) return null;
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/v1.0/users/${encodeURIComponent(photoLogin(login))}/photos/${PHOTO_SIZE}/$value`;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageUnavailableError(`Microsoft Graph did not answer: ${(error as Error).message}`);
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      throw new StorageUnavailableError(`Microsoft Graph is throttling or unavailable (${response.status}).`, response.status);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get('content-type');
    return isShowablePhoto(contentType, bytes.byteLength)
      ? { bytes, contentType: photoMediaType(contentType) as PersonPhoto['contentType'] }
      : null;
  }
}
