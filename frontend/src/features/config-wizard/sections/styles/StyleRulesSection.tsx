import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowResetRegular } from '@fluentui/react-icons';
import { newStyleRule, priorityFieldOf, resetStyleRules } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { RulePanels } from '../../controls/RulePanel';
import { useRuleList } from '../../controls/useRuleList';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';
import { StyleRulePanel } from './StyleRulePanel';
import { emptyCondition, newConditionId } from '../../../../ui/conditions/conditionTree';
import { useTelemetry } from '../../../../telemetry';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/** Step 2: the style rules; the first enabled rule whose conditions hold colours a card (spec 2 sections 3, 4 and 9). */
export function StyleRulesSection() {
  const styles = useStyles();
  const t = useT();
  const telemetry = useTelemetry();
  const { draft, fields, update } = useWizard();
  const rules = draft.styles;
  const list = useRuleList(rules, (change) => update((d) => ({ ...d, styles: change(d.styles) })));
  const reset = () => {
    const board = {
      dueDateField: draft.dueDateField,
      columnFieldName: draft.columnFieldName || null,
      priorityField: priorityFieldOf(fields)?.internalName ?? null,
    };
    list.replace(resetStyleRules(rules, board));
  };

  return (
    <WizardSection title={t('cfg_styles_title')} hint={t('cfg_styles_hint')}>
      {rules.length === 0 && <Text>{t('cfg_styles_none')}</Text>}
      <RulePanels panels={list.panels}>
        {rules.map((rule, index) => (
          <StyleRulePanel
            key={index}
            rule={rule}
            index={index}
            onChange={(patch) => list.change(index, patch)}
            onRemove={() => {
              list.remove(index);
              telemetry.track('style_removed');
            }}
          />
        ))}
      </RulePanels>
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            list.add({ ...newStyleRule(), conditions: [emptyCondition(newConditionId(), 0, 0)] });
            telemetry.track('style_added');
          }}
        >
          {t('cfg_style_add')}
        </Button>
        <Button icon={<ArrowResetRegular />} onClick={reset}>
          {t('cfg_styles_reset')}
        </Button>
      </div>
    </WizardSection>
  );
}
