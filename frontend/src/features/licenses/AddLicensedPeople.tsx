import { useState } from 'react';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { type License, remainingSeats } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { type Person, PeoplePicker } from '../../ui/fields/PeoplePicker';
import type { LicenseChange } from '../../api/hooks/useLicenseSave';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  picker: { flexGrow: 1, flexBasis: '280px', minWidth: 0, maxWidth: '560px' },
});

/**
 * Gives seats to people picked from the directory. Seats are given by login, not by sending the whole list,
 * so a seat auto-assignment gives meanwhile is kept; the server refuses with no_free_seat when too few remain,
 * and the button already holds back an order larger than the seats left.
 */
export function AddLicensedPeople({
  license,
  busy,
  onSave,
}: {
  license: License;
  busy: boolean;
  onSave: (change: LicenseChange, onDone: () => void) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const [people, setPeople] = useState<Person[]>([]);
  const left = remainingSeats(license, license.users.length);
  const logins = people.flatMap((person) => (person.login ? [person.login] : []));
  const tooMany = !license.isUnlimited && logins.length > left;

  const add = () =>
    onSave({ request: { addUsers: logins }, done: t('license_users_added', { count: logins.length }) }, () => setPeople([]));

  return (
    <div className={styles.root}>
      <Field
        className={styles.picker}
        label={t('license_add_people')}
        hint={license.isUnlimited ? undefined : t('license_seats_left', { count: left })}
        validationState={tooMany ? 'error' : 'none'}
      >
        <PeoplePicker people={people} multi disabled={busy} onChange={setPeople} label={t('license_add_people')} />
      </Field>
      <Button icon={<PersonAddRegular />} disabled={busy || logins.length === 0 || tooMany} onClick={add}>
        {t('license_add')}
      </Button>
    </div>
  );
}
