import { useEffect, useState } from 'react';
import { SearchBox, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { GridRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import type { BoardsViewType } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { SEARCH_BOX_TEXTS } from '../../ui/controlTexts';
import { useDebouncedValue } from '../../ui/fields/useDebouncedValue';
import { ON_PHONE } from '../../ui/media';
import { HomeFiltersButton } from './HomeFiltersButton';
import type { HomeFilterState } from './useHomeBoards';

const SEARCH_DEBOUNCE_MS = 400;

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  search: { width: '280px', maxWidth: '100%', [ON_PHONE]: { width: 'auto', flex: '1 1 160px' } },
  views: { display: 'flex', columnGap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
});

interface HomeToolbarProps {
  state: HomeFilterState;
  checking: boolean;
  /** Sets the search text; stable, and a text already searched changes nothing. */
  onSearch: (searchKey: string) => void;
  onChange: (next: HomeFilterState) => void;
  viewType: BoardsViewType;
  onViewType: (viewType: BoardsViewType) => void;
}

/** Search (Enter or a pause searches, clearing shows every board), the filters panel and the tiles/list switch. */
export function HomeToolbar({ state, checking, onSearch, onChange, viewType, onViewType }: HomeToolbarProps) {
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState(state.searchKey);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = (value: string) => onSearch(value.trim());
  useEffect(() => onSearch(settled.trim()), [onSearch, settled]);

  return (
    <div className={styles.bar}>
      <SearchBox
        {...SEARCH_BOX_TEXTS}
        className={styles.search}
        aria-label={t('home_search')}
        placeholder={t('home_search_hint')}
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          if (data.value === '') search('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text);
        }}
      />
      <HomeFiltersButton state={state} checking={checking} onChange={(next) => onChange({ ...state, ...next })} />
      <div className={styles.views} role="group" aria-label={t('home_view')}>
        <ToggleButton checked={viewType === 0} icon={<GridRegular />} onClick={() => onViewType(0)}>
          {t('home_view_tiles')}
        </ToggleButton>
        <ToggleButton checked={viewType === 1} icon={<TextBulletListLtrRegular />} onClick={() => onViewType(1)}>
          {t('home_view_list')}
        </ToggleButton>
      </div>
    </div>
  );
}
