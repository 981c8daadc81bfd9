import { Field as FluentField, Input, Switch } from '@fluentui/react-components';
import type { Conjunction, FilterRule } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ChoiceRadios } from '../../controls/ChoiceRadios';
import { useProblemMessage } from '../../controls/problems';
import { RuleConditions } from '../../controls/RuleConditions';
import { RulePanel } from '../../controls/RulePanel';

type Visibility = 'public' | 'private';

export interface FilterPanelProps {
  filter: FilterRule;
  index: number;
  onChange: (patch: Partial<FilterRule>) => void;
  onRemove: () => void;
}

/** One board filter: its name, whether it is offered, to whom, how it joins other filters, and its conditions. */
export function FilterPanel({ filter, index, onChange, onRemove }: FilterPanelProps) {
  const t = useT();
  const path = `filters.${index}`;
  const nameProblem = useProblemMessage(`${path}.name`);
  const title = filter.name.trim() || t('rules_filter_unnamed');
  const visibilities = [{ value: 'public' as const, text: t('rules_filter_public') }, { value: 'private' as const, text: t('rules_filter_private') }];
  const operands = [{ value: 'AND' as const, text: t('filters_and') }, { value: 'OR' as const, text: t('filters_or') }];
  return (
    <RulePanel index={index} path={path} title={title} badges={filter.isEnable ? [] : [t('rules_disabled')]}
      removeLabel={t('rules_filter_remove', { name: title })} onRemove={onRemove}>
      <FluentField label={t('rules_filter_name')} required validationMessage={nameProblem}>
        <Input value={filter.name} onChange={(_, data) => onChange({ name: data.value })} />
      </FluentField>
      <Switch label={t('rules_enabled')} checked={filter.isEnable} onChange={(_, data) => onChange({ isEnable: data.checked })} />
      <ChoiceRadios<Visibility> label={t('rules_filter_visibility')} options={visibilities} value={filter.isPrivate ? 'private' : 'public'}
        onChange={(value) => onChange({ isPrivate: value === 'private' })} />
      <ChoiceRadios<Conjunction> label={t('rules_filter_operand')} options={operands} value={filter.operand} onChange={(operand) => onChange({ operand })} />
      <RuleConditions conditions={filter.conditions} onChange={(conditions) => onChange({ conditions })} />
    </RulePanel>
  );
}
