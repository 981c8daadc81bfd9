import { fetchEditSettingPermission } from '../endpoints';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';

/**
 * Opens a board's configuration (spec 3 section 6): the server decides whether the person may edit its
 * settings; without the right they stay where they are and read access_denied_error.
 */
export function useOpenConfiguration(navigate: (path: string) => void): (boardId: string) => Promise<void> {
  const t = useT();
  const { showAlert } = useAlerts();
  return (boardId) =>
    fetchEditSettingPermission(boardId).then(
      ({ canEditSettings }) =>
        canEditSettings ? navigate(`/newboard/${encodeURIComponent(boardId)}`) : showAlert('error', t('access_denied_error')),
      (error: unknown) => showAlert('error', error instanceof Error ? error.message : t('access_denied_error')),
    );
}
