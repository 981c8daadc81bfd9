import { Suspense, lazy, useRef, useState, type ReactElement, type Ref } from 'react';
import { Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardResponse, BoardUser, FilterRule } from '@listboard/shared';
import { useAllFilters } from '../../../api/filterEndpoints';
import { useT } from '../../../i18n/useT';
import { withFilter } from '../../../ui/filters/activeFilters';
import { useFilterView } from './useFilterView';
import { BusySpinner } from '../../../ui/BusySpinner';

// The panel and the builder load when first opened: a board shows its cards without their code (docs/performance.md).
const FiltersPanel = lazy(() => import('./FiltersPanel').then((module) => ({ default: module.FiltersPanel })));
const FilterBuilder = lazy(() => import('./FilterBuilder').then((module) => ({ default: module.FilterBuilder })));

const useStyles = makeStyles({
  surface: { width: '340px', maxHeight: '70vh', overflowY: 'auto', padding: tokens.spacingHorizontalL },
});

export interface FiltersPopoverProps {
  board: BoardResponse;
  boardId: string;
  /** The people of the tasks response. */
  users: BoardUser[];
  /** Spec 1 section 2: an analytics event is sent when the person opens the filter panel. */
  onPanelOpened?: () => void;
}

/** The Filters button as FiltersButton draws it, with the popover's props on it. */
export type FiltersTrigger = (props: { ref: Ref<HTMLButtonElement>; 'aria-expanded': boolean }) => ReactElement;

type BuilderState = { editing: FilterRule | null } | null;

/**
 * The board's people as the panel lists them. The tasks answer only names the people of the cards
 * it returns, so once a member filter narrows the board the others would vanish from the list;
 * everyone seen since the page opened stays.
 */
function useKnownUsers(users: readonly BoardUser[]): BoardUser[] {
  const [known, setKnown] = useState<{ from: readonly BoardUser[]; people: BoardUser[] }>(() => ({
    from: users,
    people: withUsers([], users),
  }));
  if (known.from !== users) setKnown({ from: users, people: withUsers(known.people, users) });
  return known.people;
}

function withUsers(people: readonly BoardUser[], users: readonly BoardUser[]): BoardUser[] {
  const byId = new Map(people.map((user) => [user.id, user]));
  for (const user of users) byId.set(user.id, user);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The Filters panel (a non-modal popover, so the board behind stays readable while filters switch on and off), open
 * as it mounts: FiltersButton draws it on the first click. The builder is a dialog of its own: the panel steps aside
 * while it is open, since a click in the dialog would count as outside the panel, and comes back when the builder
 * closes.
 */
export function FiltersPopover({
  board,
  boardId,
  users,
  onPanelOpened,
  trigger: drawTrigger,
}: FiltersPopoverProps & { trigger: FiltersTrigger }) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(true);
  const [builder, setBuilder] = useState<BuilderState>(null);
  const view = useFilterView(boardId);
  const people = useKnownUsers(users);
  const all = useAllFilters(boardId, open || builder !== null);
  const trigger = useRef<HTMLButtonElement>(null);

  const openBuilder = (editing: FilterRule | null) => {
    // The panel's button that was pressed goes away with the panel, and Fluent's focus restorer would then
    // focus the Filters button the ordinary way, scrolling the page to it; hand the focus over in place.
    trigger.current?.focus({ preventScroll: true });
    setOpen(false);
    setBuilder({ editing });
  };
  const closeBuilder = () => {
    setBuilder(null);
    setOpen(true);
  };

  return (
    <>
      <Popover
        open={open}
        positioning="below-end"
        onOpenChange={(_, data) => {
          if (data.open && !open) onPanelOpened?.();
          setOpen(data.open);
        }}
      >
        <PopoverTrigger disableButtonEnhancement>{drawTrigger({ ref: trigger, 'aria-expanded': open })}</PopoverTrigger>
        <PopoverSurface role="dialog" aria-label={t('filters_button')} className={styles.surface}>
          <Suspense fallback={<BusySpinner label={t('loading')} />}>
            <FiltersPanel
              board={board}
              boardId={boardId}
              people={people}
              onNewFilter={() => openBuilder(null)}
              onEditFilter={openBuilder}
            />
          </Suspense>
        </PopoverSurface>
      </Popover>
      {builder && (
        <Suspense fallback={null}>
          <FilterBuilder
            boardId={boardId}
            board={board}
            users={users}
            editing={builder.editing}
            saved={all.data}
            onApply={(rule) => {
              view.change({ activeFilters: withFilter(view.filter.activeFilters, rule, true) });
              closeBuilder();
            }}
            onClose={closeBuilder}
          />
        </Suspense>
      )}
    </>
  );
}
