import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMe } from '../../../api/queries';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { useSingleKeysSetting } from '../../../ui/keys/singleKeySetting';

const useStyles = makeStyles({
  keys: {
    display: 'grid',
    // The keys take at most 45% on a phone, wrapping their words; what they do gets the rest, never clipped.
    gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  key: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  what: { margin: 0, overflowWrap: 'break-word' },
  pair: { display: 'contents' },
  single: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginTop: tokens.spacingVerticalL },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The single-key commands (shortcuts/boardCommands.ts), which a person may turn off. */
const SINGLE_KEYS: [key: MessageKey, what: MessageKey][] = [
  ['keys_help', 'keys_help_what'],
  ['keys_search', 'keys_search_what'],
  ['keys_filters', 'keys_filters_what'],
  ['keys_new_card', 'keys_new_card_what'],
  ['keys_open', 'keys_open_what'],
  ['keys_labels', 'keys_labels_what'],
  ['keys_delete', 'keys_delete_what'],
  ['keys_select', 'keys_select_what'],
  ['keys_assign_me', 'keys_assign_me_what'],
  ['keys_columns', 'keys_columns_what'],
  ['keys_label_number', 'keys_label_number_what'],
];

/** The keys of a card being moved, as keyboardGrid.ts handles them, of undo and redo, and of selecting: the key, then what it does. */
const KEYS: [key: MessageKey, what: MessageKey][] = [
  ['keys_pick_up', 'keys_pick_up_what'],
  ['keys_up_down', 'keys_up_down_what'],
  ['keys_left_right', 'keys_left_right_what'],
  ['keys_lanes', 'keys_lanes_what'],
  ['keys_drop', 'keys_drop_what'],
  ['keys_cancel', 'keys_cancel_what'],
  ['keys_undo', 'keys_undo_what'],
  ['keys_redo', 'keys_redo_what'],
  ['keys_palette', 'keys_palette_what'],
  ['keys_select_click', 'keys_select_click_what'],
  ['keys_select_range', 'keys_select_range_what'],
  ['keys_clear_selection', 'keys_clear_selection_what'],
];

/**
 * The board's keyboard help: how to move a card without a pointer (the screen-reader instructions say the same), undo
 * and redo, and the single-key commands with the person's switch for them.
 */
export function KeyboardHelpDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const styles = useStyles();
  const me = useMe(true);
  const [singleKeys, setSingleKeys] = useSingleKeysSetting(me.data?.login);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('keys_title')}</DialogTitle>
          <DialogContent>
            <KeyList keys={KEYS} />
            <div className={styles.single}>
              <Switch checked={singleKeys} onChange={(_, data) => setSingleKeys(data.checked)} label={t('keys_single')} />
              <p className={styles.hint}>{t('keys_single_hint')}</p>
              {singleKeys && <KeyList keys={SINGLE_KEYS} />}
            </div>
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

function KeyList({ keys }: { keys: [key: MessageKey, what: MessageKey][] }) {
  const t = useT();
  const styles = useStyles();
  return (
    <dl className={styles.keys}>
      {keys.map(([key, what]) => (
        <div key={key} className={styles.pair}>
          <dt className={styles.key}>{t(key)}</dt>
          <dd className={styles.what}>{t(what)}</dd>
        </div>
      ))}
    </dl>
  );
}
