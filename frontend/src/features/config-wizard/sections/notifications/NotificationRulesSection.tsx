import { useEffect } from 'react';
import { Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowResetRegular } from '@fluentui/react-icons';
import { type NotificationsDefinition, newNotificationRule, withCommentRules } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { RulePanels } from '../../controls/RulePanel';
import { useRuleList } from '../../controls/useRuleList';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';
import { NotificationRulePanel } from './NotificationRulePanel';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/** The comment rules come back as spec 2 section 9 defines them; custom rules stay as they are. */
function resetNotificationRules(definition: NotificationsDefinition) {
  return withCommentRules({ ...definition, rules: definition.rules.filter((rule) => !rule.isSystem) }).rules;
}

/** Step 3: mail on assignment and the notification rules, the comment rules 10 to 13 among them. */
export function NotificationRulesSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  const definition = draft.notificationsDefinition;
  const setDefinition = (change: (current: NotificationsDefinition) => NotificationsDefinition) =>
    update((d) => ({ ...d, notificationsDefinition: change(d.notificationsDefinition) }));
  const list = useRuleList(definition.rules, (change) => setDefinition((current) => ({ ...current, rules: change(current.rules) })));

  // Spec 2 section 9: the comment rules are always there. Boards saved before them get them here, so the save stores them.
  useEffect(() => {
    update((d) => {
      const next = withCommentRules(d.notificationsDefinition);
      return next.rules.length === d.notificationsDefinition.rules.length ? d : { ...d, notificationsDefinition: next };
    });
  }, [update]);

  return (
    <WizardSection title={t('rules_notifications_title')} hint={t('rules_notifications_hint')}>
      <Switch
        label={t('rules_assign_notify')}
        checked={definition.assignNotify}
        onChange={(_, data) => setDefinition((current) => ({ ...current, assignNotify: data.checked }))}
      />
      <RulePanels panels={list.panels}>
        {definition.rules.map((rule, index) => (
          <NotificationRulePanel
            key={index}
            rule={rule}
            index={index}
            kind="notification"
            onChange={(patch) => list.change(index, patch)}
            onRemove={() => list.remove(index)}
          />
        ))}
      </RulePanels>
      <div className={styles.actions}>
        <Button icon={<AddRegular />} onClick={() => list.add(newNotificationRule())}>
          {t('rules_notification_add')}
        </Button>
        <Button icon={<ArrowResetRegular />} onClick={() => list.replace(resetNotificationRules(definition))}>
          {t('rules_reset')}
        </Button>
      </div>
    </WizardSection>
  );
}
