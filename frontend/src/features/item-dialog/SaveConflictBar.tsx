import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import type { FormValues } from './formModel';
import type { SaveConflict } from './saveFailure';

interface SaveConflictBarProps {
  conflict: SaveConflict;
  formFields: readonly Field[];
  /** The values the form starts from now: the other person's save. */
  base: FormValues;
  /** What the form shows: the base with this person's changes on top. */
  current: FormValues;
  onDiscardMine: () => void;
}

// The dialog's content is a column of fixed height: the bar keeps its own height, the panel below scrolls.
const useStyles = makeStyles({ bar: { flexShrink: 0 } });

const differ = (a: FormValues, b: FormValues, name: string) => (a[name] ?? '') !== (b[name] ?? '');

/**
 * A save refused because someone saved first (docs/live-updates.md#presence): who and when, which fields their
 * save changed (the form now shows them), and which of those this person changed too (the form keeps theirs
 * over them until they are discarded). Saving again applies this person's changes over the other's.
 */
export function SaveConflictBar({ conflict, formFields, base, current, onDiscardMine }: SaveConflictBarProps) {
  const styles = useStyles();
  const t = useT();
  const theirs = formFields.filter((field) => differ(conflict.before, base, field.internalName));
  const both = theirs.filter((field) => differ(base, current, field.internalName));
  const mine = formFields.some((field) => differ(base, current, field.internalName));
  const names = (fields: readonly Field[]) => formats.list(fields.map((field) => field.name));
  return (
    <MessageBar className={styles.bar} intent="warning" role="alert" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          {conflict.by && conflict.modified
            ? t('presence_saved_first', { name: conflict.by, time: formats.dateTime(conflict.modified) })
            : t('item_stale')}
        </MessageBarTitle>{' '}
        {theirs.length > 0 && t('presence_their_change', { fields: names(theirs) })}{' '}
        {both.length > 0 && t('presence_both_changed', { fields: names(both) })} {mine && t('presence_save_again')}
      </MessageBarBody>
      {mine && (
        <MessageBarActions>
          <Button onClick={onDiscardMine}>{t('presence_discard_mine')}</Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
