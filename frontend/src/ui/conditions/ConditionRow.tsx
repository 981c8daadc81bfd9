import { Button, Field as FluentField, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { type Condition, type ConditionOperator, type Conjunction, type Field, operatorNeedsValue } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import type { FieldEnvironment } from '../fields/fieldEnvironment';
import { OPERATOR_LABELS, fieldChange, operatorChange, operatorsOf } from './conditionFields';
import { ConditionValueInput } from './ConditionValueInput';
import { OptionDropdown } from './OptionDropdown';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  conjunction: { minWidth: '90px', width: '90px' },
  select: { minWidth: '160px' },
  value: { flexGrow: 1, minWidth: '200px' },
  remove: { alignSelf: 'flex-end' },
});

export type ConditionChange = Partial<Pick<Condition, 'field' | 'operator' | 'value' | 'conjunction'>>;

interface ConditionRowProps {
  condition: Condition;
  fields: readonly Field[];
  /** The very first condition joins nothing: it has no and/or. */
  showConjunction: boolean;
  /** The part still missing, shown once the person tried to save. */
  missing?: 'field' | 'operator' | 'value';
  environment: FieldEnvironment;
  onChange: (change: ConditionChange) => void;
  onRemove: () => void;
}

/** One condition: and/or, field, operator, and the value unless the operator tests the field itself. */
export function ConditionRow({ condition, fields, showConjunction, missing, environment, onChange, onRemove }: ConditionRowProps) {
  const styles = useStyles();
  const t = useT();
  const field = fields.find((f) => f.internalName === condition.field);
  const operators = field ? operatorsOf(field) : [];
  const required = (part: typeof missing) => (missing === part ? t('required_field') : undefined);
  const conjunctions = [
    { value: 'AND', text: t('filters_and') },
    { value: 'OR', text: t('filters_or') },
  ];

  return (
    <div className={styles.row}>
      {showConjunction && (
        <FluentField label={t('filters_conjunction')}>
          <OptionDropdown
            className={styles.conjunction}
            options={conjunctions}
            selected={condition.conjunction}
            onSelect={(value) => onChange({ conjunction: value as Conjunction })}
          />
        </FluentField>
      )}
      <FluentField label={t('filters_field')} validationMessage={required('field')}>
        <OptionDropdown
          className={styles.select}
          placeholder={t('filters_choose_field')}
          options={fields.map((f) => ({ value: f.internalName, text: f.name }))}
          selected={condition.field}
          onSelect={(value) => {
            const picked = fields.find((f) => f.internalName === value);
            if (picked && picked.internalName !== condition.field) onChange(fieldChange(picked));
          }}
        />
      </FluentField>
      <FluentField label={t('filters_operator')} validationMessage={required('operator')}>
        <OptionDropdown
          className={styles.select}
          placeholder={t('filters_choose_operator')}
          disabled={!field}
          options={operators.map((operator) => ({ value: operator, text: t(OPERATOR_LABELS[operator]) }))}
          selected={condition.operator}
          onSelect={(value) => onChange(operatorChange(field, condition.value, value as ConditionOperator))}
        />
      </FluentField>
      {field && condition.operator && operatorNeedsValue(condition.operator) && (
        <div className={styles.value}>
          {/* Keyed by field: a new field starts its value control afresh. */}
          <ConditionValueInput
            key={field.internalName}
            field={field}
            value={condition.value}
            validationMessage={required('value')}
            environment={environment}
            dateFields={fields.filter((f) => f.type === 'DateTime')}
            onChange={(value) => onChange({ value })}
          />
        </div>
      )}
      <Button
        className={styles.remove}
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={t('filters_remove_condition')}
        onClick={onRemove}
      />
    </div>
  );
}
