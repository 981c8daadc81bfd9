import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { NotificationUser } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { FieldMultiSelect } from '../../controls/FieldMultiSelect';
import { useWizard } from '../../WizardContext';
import { PrincipalsPicker } from '../../../../ui/fields/PrincipalsPicker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
});

export interface RecipientsPickerProps {
  users: readonly NotificationUser[];
  validationMessage?: string;
  onChange: (users: NotificationUser[]) => void;
}

/**
 * Who a rule mails: people and groups by login, and the people a card names in its user fields
 * (entries with isField, whose login is the field's internal name).
 */
export function RecipientsPicker({ users, validationMessage, onChange }: RecipientsPickerProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const { fields } = useWizard();
  const userFields = fields.filter((field) => field.type === 'User');
  const people = users.filter((user) => !user.isField);
  const fieldEntries = users.filter((user) => user.isField);
  const entryOf = (internalName: string): NotificationUser =>
    fieldEntries.find((user) => user.login === internalName) ?? {
      login: internalName,
      isGroup: false,
      isField: true,
      name: userFields.find((field) => field.internalName === internalName)?.name,
    };

  return (
    <div role="group" aria-labelledby={id} className={styles.root}>
      <Text id={id} weight="semibold">
        {t('rules_recipients')}
      </Text>
      <PrincipalsPicker
        label={t('rules_recipient_people')}
        principals={people}
        validationMessage={validationMessage}
        onChange={(chosen) => onChange([...chosen, ...fieldEntries])}
      />
      <FieldMultiSelect
        label={t('rules_recipient_fields')}
        fields={userFields}
        value={fieldEntries.map((user) => user.login)}
        onChange={(names) => onChange([...people, ...names.map(entryOf)])}
      />
    </div>
  );
}
