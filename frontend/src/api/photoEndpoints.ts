import { API_PATHS } from '@listboard/shared';
import { ApiError, apiBlob } from './client';

/**
 * A person's picture from the tenant's avatar source (GET site/userPhoto; docs/licences.md#avatars), fetched with the
 * page's bearer token like every call: null when there is none (204), or when the person is not one of
 * the site's (404), so the avatar shows initials.
 */
export async function fetchUserPhoto(login: string, signal?: AbortSignal): Promise<Blob | null> {
  try {
    const blob = await apiBlob(`/api/${API_PATHS.siteUserPhoto}?login=${encodeURIComponent(login)}`, signal);
    return blob.size > 0 ? blob : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
