import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';

const useStyles = makeStyles({
  keys: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  key: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  what: { margin: 0 },
  pair: { display: 'contents' },
});

/** The keys of a card being moved, as keyboardGrid.ts handles them, and of undo and redo: the key, then what it does. */
const KEYS: [key: MessageKey, what: MessageKey][] = [
  ['keys_pick_up', 'keys_pick_up_what'],
  ['keys_up_down', 'keys_up_down_what'],
  ['keys_left_right', 'keys_left_right_what'],
  ['keys_lanes', 'keys_lanes_what'],
  ['keys_drop', 'keys_drop_what'],
  ['keys_cancel', 'keys_cancel_what'],
  ['keys_undo', 'keys_undo_what'],
  ['keys_redo', 'keys_redo_what'],
];

/** The board's keyboard help: how to move a card without a pointer (the screen-reader instructions say the same). */
export function KeyboardHelpDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('keys_title')}</DialogTitle>
          <DialogContent>
            <dl className={styles.keys}>
              {KEYS.map(([key, what]) => (
                <div key={key} className={styles.pair}>
                  <dt className={styles.key}>{t(key)}</dt>
                  <dd className={styles.what}>{t(what)}</dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('keys_close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
