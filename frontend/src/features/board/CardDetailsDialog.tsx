import { useMemo } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useOutletContext, useParams } from 'react-router-dom';
import type { BoardResponse, Item, ItemInfo, TasksResponse } from '@listboard/shared';
import { useHostNavigate } from '../../app/hostNavigation';
import { readPageParameters } from '../../app/hostQuery';
import { useTask } from '../../api/queries';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import type { BoardOutletContext } from './BoardPage';
import { findCard } from './dnd/moveCache';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  // Groups a name with its value for React's key without adding a box to the grid.
  entry: { display: 'contents' },
});

/** The card's site: from the card on the board, else its list's source, else the page's siteURL, else the host site. */
function siteOf(board: BoardResponse, tasks: TasksResponse | undefined, listID: string, uniqueID: string, search: string): string {
  const fromBoard = tasks && findCard(tasks, uniqueID)?.item.info.siteURL;
  const fromSource = board.source.lists.find((list) => list.listID === listID)?.url;
  const parameters = readPageParameters(search);
  return fromBoard || fromSource || parameters.siteURL || parameters.SPHostUrl || '';
}

/** /kanban/:boardId/:listID/:itemID: a read-only panel with the card's fields. */
export function CardDetailsDialog() {
  const t = useT();
  const { boardId, board, tasks } = useOutletContext<BoardOutletContext>();
  const { listID = '', itemID = '' } = useParams();
  const { search } = useLocation();
  const navigate = useHostNavigate();
  const uniqueID = `${listID}#${itemID}`;
  const siteURL = board ? siteOf(board, tasks, listID, uniqueID, search) : '';
  const info = useMemo<ItemInfo | null>(() => (siteURL ? { siteURL, listID, itemID: Number(itemID) } : null), [siteURL, listID, itemID]);
  const task = useTask(boardId, listID, itemID, info);
  // The board's copy shows at once; the fresh copy replaces it when it arrives.
  const item = task.data ?? (tasks ? findCard(tasks, uniqueID)?.item : undefined);
  const close = () => navigate(`/kanban/${encodeURIComponent(boardId)}`);

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{item?.name ?? t('loading')}</DialogTitle>
          <DialogContent>
            {item && board ? (
              <CardFields item={item} board={board} />
            ) : task.isError ? (
              <InlineAlert intent="error" message={task.error.message} />
            ) : (
              <BusySpinner label={t('loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {t('details_close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The card's core fields (their own properties on the item), then the shown and callout fields of its card map. */
function detailEntries(item: Item, board: BoardResponse): [string, string][] {
  const core: [string | null | undefined, string][] = [
    [board.columnFieldName, item.columnValue],
    [board.swimlanes.field, item.rowName],
    [board.userField, item.users.map((user) => user.name).join(', ')],
    [board.dueDateField, item.dueDateStr],
    [board.labelsFieldName, item.labels.map((label) => label.name).join(', ')],
  ];
  const known = core.filter((entry): entry is [string, string] => Boolean(entry[0]));
  const shown = Object.entries(item.card).filter(([name]) => !known.some(([coreName]) => coreName === name)).map(([name, value]): [string, string] => [name, value.t]);
  return [...known, ...shown];
}

function CardFields({ item, board }: { item: Item; board: BoardResponse }) {
  const styles = useStyles();
  const t = useT();
  const entries = detailEntries(item, board);
  if (entries.length === 0) return <Text>{t('details_no_fields')}</Text>;
  const displayName = new Map(board.fields.map((field) => [field.internalName, field.name]));
  return (
    <dl className={styles.fields}>
      {entries.map(([internalName, text]) => (
        <div key={internalName} className={styles.entry}>
          <dt className={styles.name}>{displayName.get(internalName) ?? internalName}</dt>
          <dd className={styles.value}>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
