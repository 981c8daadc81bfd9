import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveLicenseRequest } from '@listboard/shared';
import { ApiError } from '../client';
import { reloadLicense, saveLicense } from '../licenseEndpoints';
import { queryKeys } from '../queryKeys';
import { useAlerts } from '../../ui/alerts';

/** A save of the licence (settings, licence key, seats given or taken) and what to tell the person once it is done. */
export interface LicenseChange {
  request: SaveLicenseRequest;
  done: string;
}

export const isStaleLicense = (error: unknown) => error instanceof ApiError && error.code === 'stale_license';

/**
 * The saves of the licence screen and the admin panel. The licence the server answers replaces the shown one,
 * and the page info is read again, since the person's own seat, roles and the licence status may have changed.
 * A save over a stale etag (412 stale_license) says `staleMessage` and reloads the licence past the server's
 * cache; other failures show the server's message.
 */
export function useLicenseSave(staleMessage: string) {
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LicenseChange) => saveLicense(change.request),
    onSuccess: (license, change) => {
      queryClient.setQueryData(queryKeys.license, license);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pageInfo });
      showAlert('success', change.done);
    },
    onError: (error) => {
      if (!isStaleLicense(error)) return showAlert('error', error.message);
      showAlert('warning', staleMessage);
      void reloadLicense(queryClient);
    },
  });
}
