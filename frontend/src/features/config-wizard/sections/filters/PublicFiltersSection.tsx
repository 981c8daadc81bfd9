import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { FilterRule } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { emptyCondition, newConditionId } from '../../../../ui/conditions/conditionTree';
import { RulePanels } from '../../controls/RulePanel';
import { useRuleList } from '../../controls/useRuleList';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';
import { FilterPanel } from './FilterPanel';

/** Like the board's filter builder, a new filter starts with one condition to fill in. */
function newFilter(): FilterRule {
  return { name: '', conditions: [emptyCondition(newConditionId(), 0, 0)], isEnable: true, isPrivate: false, operand: 'AND' };
}

/** Step 3: the filters saved in the board configuration (spec 2 sections 3 to 5). */
export function PublicFiltersSection() {
  const t = useT();
  const { draft, update } = useWizard();
  const filters = draft.filters;
  const list = useRuleList(filters, (change) => update((d) => ({ ...d, filters: change(d.filters) })));
  return (
    <WizardSection title={t('rules_filters_title')} hint={t('rules_filters_hint')}>
      {filters.length === 0 && <Text>{t('rules_filters_none')}</Text>}
      <RulePanels panels={list.panels}>
        {filters.map((filter, index) => (
          <FilterPanel
            key={index}
            filter={filter}
            index={index}
            onChange={(patch) => list.change(index, patch)}
            onRemove={() => list.remove(index)}
          />
        ))}
      </RulePanels>
      <div>
        <Button icon={<AddRegular />} onClick={() => list.add(newFilter())}>
          {t('rules_filter_add')}
        </Button>
      </div>
    </WizardSection>
  );
}
