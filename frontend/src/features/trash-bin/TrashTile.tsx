import { Button, Card, CardHeader, Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DeleteDismissRegular } from '@fluentui/react-icons';
import type { TrashedBoard } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  card: { height: '100%' },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
});

export interface TrashTileProps {
  board: TrashedBoard;
  selected: boolean;
  onSelect(selected: boolean): void;
  onRestore(): void;
  onRemove(): void;
}

/** A board in the trash bin: selectable, with who moved it there when, and its restore and remove actions for those who may. */
export function TrashTile({ board, selected, onSelect, onRestore, onRemove }: TrashTileProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Card className={styles.card}>
      <CardHeader
        image={
          <Checkbox
            checked={selected}
            onChange={(_, data) => onSelect(data.checked === true)}
            aria-label={t('trash_select_board', { name: board.name })}
          />
        }
        header={
          <Text as="h2" className={styles.name}>
            {board.name}
          </Text>
        }
        description={board.description ? <Text>{board.description}</Text> : undefined}
      />
      <div className={styles.facts}>
        <Text size={200}>
          {t('trash_moved_by', { date: formats.dateTime(board.trashedAt), name: board.trashedBy.name || board.trashedBy.login })}
        </Text>
        <Text size={200}>{t('trash_removed_after', { date: formats.date(board.removedAfter) })}</Text>
        {!board.canRestore && <Text size={200}>{t('trash_no_rights')}</Text>}
      </div>
      {board.canRestore && (
        <div className={styles.actions}>
          <Button icon={<ArrowUndoRegular />} onClick={onRestore} aria-label={t('trash_restore_board', { name: board.name })}>
            {t('trash_restore')}
          </Button>
          <Button icon={<DeleteDismissRegular />} onClick={onRemove} aria-label={t('trash_remove_board', { name: board.name })}>
            {t('trash_remove')}
          </Button>
        </div>
      )}
    </Card>
  );
}
