import { useState } from 'react';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';
import { type Person, PeoplePicker } from '../../ui/fields/PeoplePicker';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { flexGrow: 1, flexBasis: '260px', minWidth: 0, maxWidth: '560px' },
});

/**
 * People picked from the directory to get a seat. More people than seats left (`maxPeople`; null: unlimited)
 * holds the button back and says why; the server refuses too (409 no_free_seat) should seats go meanwhile.
 */
export function GiveSeats({
  maxPeople,
  busy,
  onGive,
}: {
  maxPeople: number | null;
  busy: boolean;
  onGive: (logins: string[], onDone: () => void) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const [people, setPeople] = useState<Person[]>([]);
  const logins = people.flatMap((person) => (person.login ? [person.login] : []));
  const tooMany = maxPeople !== null && logins.length > maxPeople;
  const label = t('admin_seats_give_to');

  return (
    <div className={styles.row}>
      <Field
        className={styles.field}
        label={label}
        validationState={tooMany ? 'error' : 'none'}
        validationMessage={tooMany ? t('admin_seats_too_many', { count: maxPeople }) : undefined}
      >
        <PeoplePicker people={people} multi disabled={busy} label={label} onChange={setPeople} />
      </Field>
      <Button
        icon={<PersonAddRegular />}
        disabled={busy || logins.length === 0 || tooMany}
        onClick={() => onGive(logins, () => setPeople([]))}
      >
        {t('admin_seats_give')}
      </Button>
    </div>
  );
}
