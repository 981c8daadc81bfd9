import { type ReactElement, useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useBlocker } from 'react-router-dom';
import { useT } from '../../i18n/useT';

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
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('wizard_unsaved_title')}</DialogTitle>
          <DialogContent>{t('wizard_unsaved_text')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.proceed()}>
              {t('wizard_unsaved_leave')}
            </Button>
            <Button onClick={() => blocker.reset()}>{t('wizard_unsaved_stay')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
