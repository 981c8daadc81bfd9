import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { newReminderRule } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { RulePanels } from '../../controls/RulePanel';
import { useRuleList } from '../../controls/useRuleList';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';
import { rulePath } from './notificationOptions';
import { NotificationRulePanel } from './NotificationRulePanel';
import { ReminderSchedule } from './ReminderSchedule';

/** Step 3: the reminder rules, each with the notification settings plus its schedule. */
export function ReminderRulesSection() {
  const t = useT();
  const { draft, update } = useWizard();
  const rules = draft.remindersDefinition.rules;
  const list = useRuleList(rules, (change) =>
    update((d) => ({ ...d, remindersDefinition: { ...d.remindersDefinition, rules: change(d.remindersDefinition.rules) } })),
  );
  return (
    <WizardSection title={t('rules_reminders_title')} hint={t('rules_reminders_hint')}>
      {rules.length === 0 && <Text>{t('rules_reminders_none')}</Text>}
      <RulePanels panels={list.panels}>
        {rules.map((rule, index) => (
          <NotificationRulePanel
            key={index}
            rule={rule}
            index={index}
            kind="reminder"
            onChange={(patch) => list.change(index, patch)}
            onRemove={() => list.remove(index)}
          >
            <ReminderSchedule rule={rule} path={rulePath('reminder', index)} onChange={(patch) => list.change(index, patch)} />
          </NotificationRulePanel>
        ))}
      </RulePanels>
      <div>
        <Button icon={<AddRegular />} onClick={() => list.add(newReminderRule())}>
          {t('rules_reminder_add')}
        </Button>
      </div>
    </WizardSection>
  );
}
