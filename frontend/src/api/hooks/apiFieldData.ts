import type { FieldDataSource } from '../../ui/fields/FieldDataSource';
import { fetchAttachmentBlob, fetchSiteUserId } from '../itemEndpoints';
import { useAttachmentImage } from './useAttachmentImage';
import { useLookups } from './useLookups';
import { usePeopleSearch } from './usePeopleSearch';
import { usePersonPhoto } from './usePersonPhoto';
import { useSiteUsers } from './useSiteUsers';

/** The field controls' server data as the API answers it, with the query keys and caching of api/queryKeys.ts. */
export const apiFieldData: FieldDataSource = {
  useSiteUsers,
  useLookups,
  usePeopleSearch,
  siteUserId: async (login) => (await fetchSiteUserId(login)).id,
  useAttachmentImage,
  attachmentBlob: (file) => fetchAttachmentBlob(file),
  usePersonPhoto,
};
