import type { CardUser } from '@listboard/shared';
import { PeopleTeamRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';
import { initials } from '../../../ui/avatars/initials';
import { personColor } from '../../../ui/avatars/personColor';
import { usePersonPhoto } from '../../../api/hooks/usePersonPhoto';
import type { CardClasses } from './cardClasses';
import type { CardDisplay } from './cardSettings';

/** Spec 1 section 9: at most 3 avatars on a card, then "+N". */
export const MAX_CARD_AVATARS = 3;

/**
 * One person of a card: their picture from the tenant's avatar source (docs/licences.md), else their initials on their own
 * colour. A group (a person field that allows groups) shows the group mark instead, named so that it is told from a person.
 */
function CardPerson({ user, classes, people }: { user: CardUser; classes: CardClasses; people: CardDisplay['people'] }) {
  const t = useT();
  const photo = usePersonPhoto(user);
  return (
    <span className={classes.person} title={user.name}>
      {people.show !== 'name' && (
        <span
          className={people.square ? classes.squareAvatar : classes.avatar}
          style={photo ? undefined : personColor(user.name)}
          {...(user.isGroup && { role: 'img', 'aria-label': t('card_group', { name: user.name }) })}
        >
          {user.isGroup ? (
            <PeopleTeamRegular aria-hidden />
          ) : photo ? (
            <img className={classes.avatarImage} src={photo} alt="" />
          ) : (
            initials(user.name)
          )}
        </span>
      )}
      {people.show !== 'avatar' && user.name}
    </span>
  );
}

/**
 * The people of a card as small initials (or photo) circles. Deliberately lighter than Fluent's Avatar:
 * a board shows thousands of them and the card's own name is what assistive technology reads.
 */
export function CardAvatars({
  users,
  classes,
  people,
}: {
  users: readonly CardUser[];
  classes: CardClasses;
  people: CardDisplay['people'];
}) {
  const t = useT();
  if (users.length === 0) return null;
  const hidden = users.length - MAX_CARD_AVATARS;
  return (
    <span className={classes.avatars}>
      {users.slice(0, MAX_CARD_AVATARS).map((user) => (
        <CardPerson key={user.id} user={user} classes={classes} people={people} />
      ))}
      {hidden > 0 && (
        <span className={classes.more} title={t('card_more_people', { count: hidden })}>
          +{hidden}
        </span>
      )}
    </span>
  );
}
