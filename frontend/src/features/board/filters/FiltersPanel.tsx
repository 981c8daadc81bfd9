import { useRef, useState } from 'react';
import { Button, Divider, Spinner, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import type { BoardResponse, BoardUser, FilterRule } from '@listboard/shared';
import { useAllFilters, useSavePrivateFilters } from '../../../api/filterEndpoints';
import { useBoardViews } from '../../../api/viewEndpoints';
import { useT } from '../../../i18n/useT';
import { InlineAlert } from '../../../ui/alerts';
import { useOutsidePointerDown } from '../../../ui/useOutsidePointerDown';
import { isChosenView, isFiltering, offeredFilters, toggledId, toggledView, withFilter } from '../../../ui/filters/activeFilters';
import { privateListWithout } from '../../../ui/filters/filterDraft';
import { FilterList } from './FilterList';
import { ToggleGroup, type ToggleItem } from '../../../ui/filters/ToggleGroup';
import type { Translate } from '../../../i18n/i18n';
import { useFilterView } from './useFilterView';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  filters: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
});

interface FiltersPanelProps {
  board: BoardResponse;
  boardId: string;
  /** The board's people, every one seen so far (see useKnownUsers). */
  people: readonly BoardUser[];
  onNewFilter: () => void;
  onEditFilter: (rule: FilterRule) => void;
}

/**
 * A person's load beside their name (docs/reporting.md#wip-per-person): their started cards, of the board's limit
 * when it has one, marked once they are at it. Nothing for a person without started cards on a board without a limit.
 */
function loadOf(person: BoardUser, limit: number, t: Translate): Pick<ToggleItem, 'detail' | 'full'> {
  const count = person.load;
  if (count === undefined || (count === 0 && limit === 0)) return {};
  return limit > 0
    ? { detail: t('flow_person_load_of', { count, limit }), full: count >= limit }
    : { detail: t('flow_person_load', { count }) };
}

/** The panel's content (spec 1 section 2): the filter list with its edit mode, members, lists, the lists' views and the panel's actions. */
export function FiltersPanel({ board, boardId, people, onNewFilter, onEditFilter }: FiltersPanelProps) {
  const styles = useStyles();
  const t = useT();
  const view = useFilterView(boardId);
  const all = useAllFilters(boardId);
  const remove = useSavePrivateFilters(boardId);
  const offeredViews = useBoardViews(boardId);
  const [editing, setEditing] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // Spec 1 section 2: the edit mode closes on an outside click.
  useOutsidePointerDown(listRef, () => setEditing(false), editing);
  const { activeFilters, users, lists, views } = view.filter;

  const changeEditing = (on: boolean) => {
    setEditing(on);
    // Spec 1 section 2: turning the edit mode on clears the active filters.
    if (on) view.change({ activeFilters: [] });
  };

  return (
    <div className={styles.panel}>
      <div className={styles.actions}>
        <Button icon={<AddRegular />} onClick={onNewFilter}>
          {t('filters_new')}
        </Button>
        <Button icon={<DismissRegular />} disabled={!isFiltering(view.filter)} onClick={view.clearAll}>
          {t('filters_clear_all')}
        </Button>
      </div>
      <div ref={listRef} className={styles.filters}>
        <ToggleButton size="small" icon={<EditRegular />} checked={editing} onClick={() => changeEditing(!editing)}>
          {t('filters_edit_mode')}
        </ToggleButton>
        {all.isPending && <Spinner size="tiny" label={t('filters_loading')} />}
        {all.error && <InlineAlert intent="error" message={t('filters_load_error')} />}
        {remove.error && <InlineAlert intent="error" message={t('filters_delete_failed', { message: remove.error.message })} />}
        {all.data && (
          <FilterList
            filters={offeredFilters(all.data)}
            active={activeFilters}
            editing={editing}
            onToggle={(rule, on) => view.change({ activeFilters: withFilter(activeFilters, rule, on) })}
            onEdit={onEditFilter}
            onDelete={(rule) => remove.mutate(privateListWithout(all.data, rule))}
          />
        )}
      </div>
      {board.allowFilterByUser && people.length > 0 && (
        <>
          <Divider />
          <ToggleGroup
            title={board.membersFilterTitle?.trim() || t('filters_members')}
            items={people.map((person) => ({
              id: String(person.id),
              label: person.name,
              checked: users.some((id) => String(id) === String(person.id)),
              ...loadOf(person, board.flow.personWipLimit, t),
            }))}
            onToggle={(id, on) => view.change({ users: toggledId(users, Number(id), on) })}
          />
        </>
      )}
      {board.source.lists.length > 1 && (
        <>
          <Divider />
          <ToggleGroup
            title={t('filters_lists')}
            items={board.source.lists.map((list) => ({ id: list.listID, label: list.name, checked: lists.includes(list.listID) }))}
            onToggle={(id, on) => view.change({ lists: toggledId(lists, id, on) })}
          />
        </>
      )}
      {offeredViews.error && <InlineAlert intent="error" message={t('filters_views_load_error')} />}
      {offeredViews.data
        ?.filter((list) => list.views.length > 0)
        .map((list) => (
          <div key={list.listID} className={styles.filters}>
            <Divider />
            <ToggleGroup
              title={t('filters_views_of', { list: list.listTitle })}
              items={list.views.map((offered) => ({
                id: offered.id,
                label: offered.title,
                checked: isChosenView(views, { listID: list.listID, id: offered.id }),
              }))}
              onToggle={(id, on) => view.change({ views: toggledView(views, { listID: list.listID, id }, on) })}
            />
          </div>
        ))}
    </div>
  );
}
