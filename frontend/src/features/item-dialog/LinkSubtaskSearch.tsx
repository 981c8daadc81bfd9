import { Combobox, Field as FluentField, Option } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { FoundItem } from '@listboard/shared';
import { findItems } from '../../api/itemEndpoints';
import { useT } from '../../i18n/useT';
import { useDebouncedValue } from '../../ui/fields/useDebouncedValue';
import { useSearchCombobox } from '../../ui/useSearchCombobox';
import { queryKeys } from '../../api/queryKeys';
import { COMBOBOX_TEXTS } from '../../ui/controlTexts';

const SEARCH_DELAY_MS = 300;

interface LinkSubtaskSearchProps {
  boardId: string;
  listID: string;
  /** Ids that cannot be linked: the item itself and its subtasks. */
  excludedIds: readonly number[];
  disabled: boolean;
  onLink: (found: FoundItem) => void;
}

/** "Link existing": finds the board's items by title (from 1 character) to link one as a subtask. */
export function LinkSubtaskSearch({ boardId, listID, excludedIds, disabled, onLink }: LinkSubtaskSearchProps) {
  const t = useT();
  const { query, setQuery, comboboxProps } = useSearchCombobox();
  const settled = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const found = useQuery({
    queryKey: queryKeys.findItems(boardId, settled),
    queryFn: ({ signal }) => findItems(boardId, settled, signal),
    enabled: settled.length >= 1,
  });
  // A subtask lives in its parent's list.
  const candidates = (found.data ?? []).filter((item) => item.info.listID === listID && !excludedIds.includes(item.id));
  const searched = settled.length >= 1 && settled === query.trim() && found.isSuccess;

  return (
    <FluentField label={t('subtask_link_existing')}>
      <Combobox
        {...COMBOBOX_TEXTS}
        {...comboboxProps}
        disabled={disabled}
        placeholder={t('subtask_link_hint')}
        onOptionSelect={(_, data) => {
          const chosen = candidates.find((item) => item.uniqueID === data.optionValue);
          if (!chosen) return;
          setQuery('');
          onLink(chosen);
        }}
      >
        {searched && candidates.length === 0 && (
          <Option disabled value="" text={t('no_matching_options')}>
            {t('no_matching_options')}
          </Option>
        )}
        {candidates.map((item) => (
          <Option key={item.uniqueID} value={item.uniqueID} text={item.name}>
            {item.name}
          </Option>
        ))}
      </Combobox>
    </FluentField>
  );
}
