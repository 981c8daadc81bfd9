import { Field as FluentField, Input, Switch } from '@fluentui/react-components';
import type { Conjunction, FilterRule } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ChoiceRadios } from '../../controls/ChoiceRadios';
import { useProblemMessage } from '../../controls/problems';
import { RuleConditions } from '../../controls/RuleConditions';
import { RulePanel } from '../../controls/RulePanel';

export interface FilterPanelProps {
  filter: FilterRule;
  index: number;
  onChange: (patch: Partial<FilterRule>) => void;
  onRemove: () => void;
}

/**
 * One public filter of the board: its name, whether it is offered, how it joins other filters, and its
 * conditions. The configuration holds the public filters only; private filters are each person's own,
 * made in the board's filters panel (GET/POST /api/filters/my).
 */
export function FilterPanel({ filter, index, onChange, onRemove }: FilterPanelProps) {
  const t = useT();
  const path = `filters.${index}`;
  const nameProblem = useProblemMessage(`${path}.name`);
  const title = filter.name.trim() || t('rules_filter_unnamed');
  const operands = [
    { value: 'AND' as const, text: t('filters_and') },
    { value: 'OR' as const, text: t('filters_or') },
  ];
  return (
    <RulePanel
      index={index}
      path={path}
      title={title}
      badges={filter.isEnable ? [] : [t('rules_disabled')]}
      removeLabel={t('rules_filter_remove', { name: title })}
      onRemove={onRemove}
    >
      <FluentField label={t('rules_filter_name')} required validationMessage={nameProblem}>
        <Input value={filter.name} onChange={(_, data) => onChange({ name: data.value })} />
      </FluentField>
      <Switch label={t('rules_enabled')} checked={filter.isEnable} onChange={(_, data) => onChange({ isEnable: data.checked })} />
      <ChoiceRadios<Conjunction>
        label={t('rules_filter_operand')}
        options={operands}
        value={filter.operand}
        onChange={(operand) => onChange({ operand })}
      />
      <RuleConditions conditions={filter.conditions} onChange={(conditions) => onChange({ conditions })} />
    </RulePanel>
  );
}
