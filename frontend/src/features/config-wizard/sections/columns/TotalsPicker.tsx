import type { ColumnDefinition, Field, TotalFunction } from '@listboard/shared';
import { withTotals } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { FieldDropdown, LabelledSelect } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';

export interface TotalsPickerProps {
  column: ColumnDefinition;
  /** The path of the column's settings, e.g. 'columnDefinitions.2'. */
  path: string;
  /** Number, Calculated and Currency fields. */
  fields: readonly Field[];
  onChange: (column: ColumnDefinition) => void;
}

/** The column's total: none, or the sum or average of a number field (the spec's total picker, inline). */
export function TotalsPicker({ column, path, fields, onChange }: TotalsPickerProps) {
  const t = useT();
  const problem = useProblemMessage(`${path}.totals.fieldName`);
  const func = column.totals?.func ?? null;
  const field = fields.find((f) => f.internalName === column.totals?.fieldName);
  return (
    <>
      <LabelledSelect
        label={t('cfg_column_total')}
        allowNone
        options={[
          { value: 'sum', text: t('cfg_total_sum') },
          { value: 'average', text: t('cfg_total_average') },
        ]}
        value={func}
        disabled={fields.length === 0 && !func}
        hint={fields.length === 0 ? t('cfg_total_no_fields') : undefined}
        onChange={(next) => onChange(withTotals(column, next as TotalFunction | null, field ?? fields[0]))}
      />
      {func && (
        <FieldDropdown
          label={t('cfg_column_total_field')}
          fields={fields}
          value={column.totals?.fieldName ?? null}
          validationMessage={problem}
          onChange={(name) =>
            onChange(
              withTotals(
                column,
                func,
                fields.find((f) => f.internalName === name),
              ),
            )
          }
        />
      )}
    </>
  );
}
