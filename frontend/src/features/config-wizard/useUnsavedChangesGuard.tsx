import { type ReactElement, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * Spec 2 section 5: unsaved changes are confirmed before leaving, whether by a link of the page (the
 * router's blocker) or by closing or reloading the tab (the browser's own prompt). Moving between the
 * wizard's steps of the same board is not leaving.
 */
export function useUnsavedChangesGuard(dirty: boolean, stays: (pathname: string) => boolean): ReactElement | null {
  const t = useT();
  const blocker = useBlocker(({ nextLocation }) => dirty && !stays(nextLocation.pathname));

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('wizard_unsaved_title')}
      text={t('wizard_unsaved_text')}
      confirmLabel={t('wizard_unsaved_leave')}
      cancelLabel={t('wizard_unsaved_stay')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
