import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { HistoryRange } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { MultiChoiceField } from '../../ui/MultiChoiceField';
import { HISTORY_PRESETS, type HistoryFilters, NO_FILTERS } from './historyFilters';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
});

/**
 * The history's filters (spec 3 section 2): a date range, fields and 'modified by' (the board's real people
 * who made a change). Each choice asks for the first page again.
 */
export function HistoryFilterBar({
  filters,
  fieldNames,
  people,
  onChange,
}: {
  filters: HistoryFilters;
  fieldNames: readonly string[];
  people: readonly { id: number; name: string }[];
  onChange: (next: HistoryFilters) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const filtered = filters.range.quick !== 'any' || filters.fields.length > 0 || filters.people.length > 0;

  return (
    <section className={styles.bar} aria-label={t('history_filters')}>
      <DateRangePicker<HistoryRange>
        label={t('history_range')}
        value={filters.range}
        presets={HISTORY_PRESETS}
        onChange={(range) => onChange({ ...filters, range })}
      />
      <MultiChoiceField
        label={t('history_fields')}
        placeholder={t('history_fields_all')}
        options={fieldNames.map((name) => ({ value: name, text: name }))}
        chosen={filters.fields}
        onChange={(fields) => onChange({ ...filters, fields })}
      />
      <MultiChoiceField
        label={t('history_people')}
        placeholder={t('history_people_all')}
        options={people.map((person) => ({ value: String(person.id), text: person.name }))}
        chosen={filters.people.map(String)}
        onChange={(chosen) => onChange({ ...filters, people: chosen.map(Number) })}
      />
      <Button appearance="subtle" icon={<DismissRegular />} disabled={!filtered} onClick={() => onChange(NO_FILTERS)}>
        {t('history_clear_filters')}
      </Button>
    </section>
  );
}
