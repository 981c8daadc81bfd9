import { useState } from 'react';
import { FieldContextProvider, Input, makeStyles, tokens, type FieldControlProps } from '@fluentui/react-components';
import {
  type DateConditionValue,
  type DateDirection,
  type DateReference,
  type DateUnit,
  type Field,
  formatDateConditionValue,
  parseDateConditionValue,
  unitsForField,
} from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { LocalDateTimeInput } from '../fields/LocalDateTimeInput';
import { OptionDropdown } from './OptionDropdown';

type Relative = Extract<DateConditionValue, { kind: 'relative' }>;
type Kind = DateConditionValue['kind'];

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  count: { width: '80px', minWidth: '80px' },
  select: { minWidth: '120px' },
});

const DEFAULT_RELATIVE: Relative = { kind: 'relative', count: 1, unit: 'days', direction: 'before', reference: { kind: 'today' } };
const COUNT = /^\d+$/;
const DIRECTIONS: readonly DateDirection[] = ['before', 'after'];

/** The reference as one option value: the stored form itself ('today', '@Now', '[Field:X]'). */
const referenceText = (reference: DateReference) => formatDateConditionValue({ ...DEFAULT_RELATIVE, reference }).split(';')[3];

/** The input shows minutes; a stored ISO instant is cut to them (a zone-less text is the board's wall clock). */
const localInputValue = (date: string, hasTime: boolean) => (hasTime ? date.slice(0, 16) : date.slice(0, 10));

interface DateConditionInputProps {
  field: Field;
  value: string;
  /** Date fields of the same item a relative value may count from. */
  referenceFields: readonly Field[];
  controlProps: FieldControlProps;
  onChange: (value: string) => void;
}

/**
 * A date condition value (spec 2 sections 3 and 5): a specific date, or count, unit, before/after and
 * a reference (today, now, another date field). Hours are offered only where the field keeps a time.
 * An unfinished count sends an empty value, which the builder reports as missing.
 */
export function DateConditionInput({ field, value, referenceFields, controlProps, onChange }: DateConditionInputProps) {
  const styles = useStyles();
  const t = useT();
  const parsed = parseDateConditionValue(value);
  const [kind, setKind] = useState<Kind>(parsed?.kind ?? (value === '' ? 'relative' : 'absolute'));
  const [relative, setRelative] = useState<Relative>(parsed?.kind === 'relative' ? parsed : DEFAULT_RELATIVE);
  const [countText, setCountText] = useState(String(relative.count));
  const dateOnly = Boolean(field.dateOnly);

  const emitRelative = (next: Relative, count = countText) => {
    setRelative(next);
    onChange(COUNT.test(count.trim()) ? formatDateConditionValue({ ...next, count: Number(count) }) : '');
  };
  const changeKind = (next: Kind) => {
    setKind(next);
    if (next === 'relative') emitRelative(relative);
    else onChange('');
  };
  const references = [
    { reference: { kind: 'today' } as const, text: t('filters_reference_today') },
    { reference: { kind: 'now' } as const, text: t('filters_reference_now') },
    ...referenceFields.map((f) => ({ reference: { kind: 'field', field: f.internalName } as const, text: f.name })),
  ].map((r) => ({ ...r, value: referenceText(r.reference) }));
  const unitText = (unit: DateUnit) => t(unit === 'days' ? 'filters_unit_days' : 'filters_unit_hours');
  const directionText = (direction: DateDirection) => t(direction === 'before' ? 'filters_direction_before' : 'filters_direction_after');

  return (
    <div role="group" {...controlProps} className={styles.row}>
      {/* The group is named by the builder's Value label; the controls inside carry their own names. */}
      <FieldContextProvider value={undefined}>
        <OptionDropdown
          className={styles.select}
          aria-label={t('filters_date_kind')}
          options={[
            { value: 'relative', text: t('filters_date_relative') },
            { value: 'absolute', text: t('filters_date_absolute') },
          ]}
          selected={kind}
          onSelect={(value) => changeKind(value as Kind)}
        />
        {kind === 'absolute' ? (
          <LocalDateTimeInput
            dateOnly={dateOnly}
            label={t('filters_date')}
            value={parsed?.kind === 'absolute' ? localInputValue(parsed.date, parsed.hasTime) : ''}
            onChange={onChange}
          />
        ) : (
          <>
            <Input
              className={styles.count}
              type="number"
              min={0}
              step={1}
              aria-label={t('filters_date_count')}
              value={countText}
              onChange={(_, data) => {
                setCountText(data.value);
                emitRelative(relative, data.value);
              }}
            />
            <OptionDropdown
              className={styles.select}
              aria-label={t('filters_date_unit')}
              options={unitsForField(field).map((unit) => ({ value: unit, text: unitText(unit) }))}
              selected={relative.unit}
              onSelect={(value) => emitRelative({ ...relative, unit: value as DateUnit })}
            />
            <OptionDropdown
              className={styles.select}
              aria-label={t('filters_date_direction')}
              options={DIRECTIONS.map((direction) => ({ value: direction, text: directionText(direction) }))}
              selected={relative.direction}
              onSelect={(value) => emitRelative({ ...relative, direction: value as DateDirection })}
            />
            <OptionDropdown
              className={styles.select}
              aria-label={t('filters_date_reference')}
              options={references}
              selected={referenceText(relative.reference)}
              onSelect={(value) => {
                const picked = references.find((r) => r.value === value);
                if (picked) emitRelative({ ...relative, reference: picked.reference });
              }}
            />
          </>
        )}
      </FieldContextProvider>
    </div>
  );
}
