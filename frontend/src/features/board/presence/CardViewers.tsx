import { makeStyles, tokens } from '@fluentui/react-components';
import { usePeopleOnCard } from '../../../api/presence';
import { useT } from '../../../i18n/useT';
import { PersonAvatar } from '../../../ui/avatars/PersonAvatar';

const useStyles = makeStyles({
  row: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS },
  // Someone editing wears the brand's ring: the card may change under this page's eyes.
  editing: { borderRadius: tokens.borderRadiusCircular, boxShadow: `0 0 0 2px ${tokens.colorBrandStroke1}` },
});

/**
 * Who else has the card's dialog open, beside its buttons (docs/live-updates.md#presence). Each card listens to
 * its own people only, and draws nothing while nobody has it open.
 */
export function CardViewers({ boardId, card }: { boardId: string; card: string }) {
  const styles = useStyles();
  const t = useT();
  const people = usePeopleOnCard(boardId, card);
  if (people.length === 0) return null;
  return (
    <span className={styles.row}>
      {people.map((person) => {
        const label = t(person.editing ? 'presence_card_editing' : 'presence_card_viewing', { name: person.name });
        return (
          <PersonAvatar
            key={person.userId}
            className={person.editing ? styles.editing : undefined}
            name={person.name}
            login={person.login}
            size={20}
            aria-label={label}
            title={label}
          />
        );
      })}
    </span>
  );
}
