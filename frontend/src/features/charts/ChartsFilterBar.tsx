import { Button, SearchBox, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowMaximizeVerticalRegular, ArrowMinimizeVerticalRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { CurrentFilter } from '@listboard/shared';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { minWidth: '200px', maxWidth: '100%' },
});

/** Spec 3 section 2's chip types: 0 an active filter, 1 a person; anything else clears all. */
export type ChipRemoval = { type: 0; name: string } | { type: 1; id: number | string } | { type: 2 };

export function withoutChip(filter: CurrentFilter, removal: ChipRemoval): CurrentFilter {
  if (removal.type === 0) return { ...filter, activeFilters: filter.activeFilters.filter((rule) => rule.name !== removal.name) };
  if (removal.type === 1) return { ...filter, users: filter.users.filter((id) => String(id) !== String(removal.id)) };
  return { ...filter, activeFilters: [], users: [] };
}

/**
 * The charts' search (from 1 character, as on the board) and the chips of the board's active filters and
 * people, each removable, or all at once; and expanding or collapsing every chart.
 */
export function ChartsFilterBar({
  filter,
  people,
  searchKey,
  onSearch,
  onRemove,
  allCollapsed,
  onCollapseAll,
}: {
  filter: CurrentFilter;
  people: readonly { id: number; name: string }[];
  searchKey: string;
  onSearch: (text: string) => void;
  onRemove: (removal: ChipRemoval) => void;
  allCollapsed: boolean;
  onCollapseAll: (collapsed: boolean) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState(searchKey);
  useEffect(() => {
    const timer = setTimeout(() => text !== searchKey && onSearch(text), 400);
    return () => clearTimeout(timer);
  }, [text, searchKey, onSearch]);
  const chips = [
    ...filter.activeFilters.map((rule) => ({
      value: `0:${rule.name}`,
      text: rule.name,
      removal: { type: 0, name: rule.name } as ChipRemoval,
    })),
    ...filter.users.map((id) => ({
      value: `1:${id}`,
      text: t('charts_filter_person', { name: people.find((person) => String(person.id) === String(id))?.name ?? String(id) }),
      removal: { type: 1, id } as ChipRemoval,
    })),
  ];
  return (
    <div className={styles.bar}>
      <SearchBox
        className={styles.search}
        aria-label={t('charts_search')}
        placeholder={t('charts_search')}
        value={text}
        onChange={(_, data) => setText(data.value)}
      />
      {chips.length > 0 && (
        <TagGroup
          aria-label={t('charts_filters')}
          onDismiss={(_, data) => onRemove(chips.find((chip) => chip.value === data.value)?.removal ?? { type: 2 })}
        >
          {chips.map((chip) => (
            <Tag
              key={chip.value}
              value={chip.value}
              dismissible
              dismissIcon={{ 'aria-label': t('charts_filter_remove', { name: chip.text }) }}
            >
              {chip.text}
            </Tag>
          ))}
        </TagGroup>
      )}
      {chips.length > 1 && (
        <Button appearance="subtle" onClick={() => onRemove({ type: 2 })}>
          {t('charts_clear_filters')}
        </Button>
      )}
      <Button
        appearance="subtle"
        icon={allCollapsed ? <ArrowMaximizeVerticalRegular /> : <ArrowMinimizeVerticalRegular />}
        onClick={() => onCollapseAll(!allCollapsed)}
      >
        {t(allCollapsed ? 'charts_expand_all' : 'charts_collapse_all')}
      </Button>
    </div>
  );
}
