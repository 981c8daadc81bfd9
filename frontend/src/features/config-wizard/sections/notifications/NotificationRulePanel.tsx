import type { ReactNode } from 'react';
import { Field as FluentField, Input, Switch, Text } from '@fluentui/react-components';
import {
  NOTIFICATION_TYPE,
  type NotificationRule,
  type NotificationType,
  type RuleKind,
  hasSystemRuleName,
  messageTagsFor,
} from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { LabelledSelect } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { RuleConditions } from '../../controls/RuleConditions';
import { RulePanel } from '../../controls/RulePanel';
import { MessageTemplateInput } from './MessageTemplateInput';
import { NOTIFICATION_TYPES, rulePath } from './notificationOptions';
import { RecipientsPicker } from './RecipientsPicker';

export interface NotificationRulePanelProps {
  rule: NotificationRule;
  index: number;
  kind: RuleKind;
  /** A reminder's schedule, shown after the rule's name. */
  children?: ReactNode;
  onChange: (patch: Partial<NotificationRule>) => void;
  onRemove: () => void;
}

/**
 * One notification or reminder rule. A reminder is sent by the clock, not by somebody's change, so it
 * has no type (the comment types) and nothing to ignore. A system rule's type decides its conditions
 * and recipients, so they are hidden (spec 2 section 4), and it cannot be removed.
 */
export function NotificationRulePanel({ rule, index, kind, children, onChange, onRemove }: NotificationRulePanelProps) {
  const t = useT();
  const path = rulePath(kind, index);
  const nameProblem = useProblemMessage(`${path}.name`);
  const messageProblem = useProblemMessage(`${path}.message`);
  const usersProblem = useProblemMessage(`${path}.users`);
  const typeLabel = t(NOTIFICATION_TYPES.find((entry) => entry.type === rule.notificationType)?.label ?? 'rules_type_custom');
  // A comment rule keeps the English name the system stored for it until someone renames it; its type says the same in the page's language.
  const named = kind === 'notification' && hasSystemRuleName(rule) ? typeLabel : rule.name.trim();
  const title = named || t(kind === 'notification' ? 'rules_notification_unnamed' : 'rules_reminder_unnamed');
  const badges = [...(rule.isSystem ? [t('rules_system')] : []), ...(rule.isDisabled ? [t('rules_disabled')] : [])];

  return (
    <RulePanel
      index={index}
      path={path}
      title={title}
      badges={badges}
      removeLabel={rule.isSystem ? undefined : t('rules_rule_remove', { name: title })}
      onRemove={onRemove}
    >
      <FluentField label={t('rules_rule_name')} required validationMessage={nameProblem}>
        <Input value={rule.name} onChange={(_, data) => onChange({ name: data.value })} />
      </FluentField>
      <Switch label={t('rules_enabled')} checked={!rule.isDisabled} onChange={(_, data) => onChange({ isDisabled: !data.checked })} />
      {kind === 'notification' && rule.isSystem && (
        <FluentField label={t('rules_type')}>
          <Input readOnly value={typeLabel} />
        </FluentField>
      )}
      {kind === 'notification' && !rule.isSystem && (
        <LabelledSelect
          label={t('rules_type')}
          options={NOTIFICATION_TYPES.map((entry) => ({ value: String(entry.type), text: t(entry.label) }))}
          value={String(rule.notificationType)}
          onChange={(value) => value !== null && onChange({ notificationType: Number(value) as NotificationType })}
        />
      )}
      {children}
      {rule.isSystem && <Text>{t('rules_system_hint')}</Text>}
      {!rule.hideMessage && (
        <MessageTemplateInput
          label={t('rules_message')}
          value={rule.message}
          tags={messageTagsFor(kind)}
          validationMessage={messageProblem}
          required={rule.notificationType === NOTIFICATION_TYPE.Custom}
          onChange={(message) => onChange({ message })}
        />
      )}
      {!(rule.isSystem || rule.hideUsers) && (
        <RecipientsPicker users={rule.users} validationMessage={usersProblem} onChange={(users) => onChange({ users })} />
      )}
      {!(rule.isSystem || rule.hideConditions) && (
        <RuleConditions conditions={rule.conditions} onChange={(conditions) => onChange({ conditions })} />
      )}
      {kind === 'notification' && (
        <Switch
          label={t('rules_ignore_other_changes')}
          checked={rule.ignoreOtherChanges}
          onChange={(_, data) => onChange({ ignoreOtherChanges: data.checked })}
        />
      )}
      <Switch
        label={t('rules_users_can_unsubscribe')}
        checked={rule.usersCanUnsubscribe}
        onChange={(_, data) => onChange({ usersCanUnsubscribe: data.checked })}
      />
    </RulePanel>
  );
}
