import { type ReactElement, useEffect, useState } from 'react';
import { useNavigationBlocker } from '../../host/blockingRouter';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { exitMotionMs } from '../../ui/motion';

/** Longer than the dialog's closing motion, after which it gives the page back (see ConfirmDialog). */
const DIALOG_CLOSE_MS = 600;

/**
 * Spec 2 section 5: unsaved changes are confirmed before leaving, whether by a link of the page (the
 * router's blocker, and the browser's back and forward) or by closing or reloading the tab (the browser's own prompt). Moving between the
 * wizard's steps of the same board is not leaving.
 */
export function useUnsavedChangesGuard(dirty: boolean, stays: (pathname: string) => boolean): ReactElement {
  const t = useT();
  const blocker = useNavigationBlocker((next) => dirty && !stays(next.pathname));
  const [leaving, setLeaving] = useState(false);

  // The dialog closes first and the page leaves once it has gone (see ConfirmDialog).
  useEffect(() => {
    if (!leaving || blocker.state !== 'blocked') return undefined;
    const timer = setTimeout(() => blocker.proceed(), exitMotionMs(DIALOG_CLOSE_MS));
    return () => clearTimeout(timer);
  }, [leaving, blocker]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked' && !leaving}
      title={t('wizard_unsaved_title')}
      text={t('wizard_unsaved_text')}
      confirmLabel={t('wizard_unsaved_leave')}
      cancelLabel={t('wizard_unsaved_stay')}
      onConfirm={() => setLeaving(true)}
      onCancel={() => blocker.state === 'blocked' && blocker.reset()}
    />
  );
}
