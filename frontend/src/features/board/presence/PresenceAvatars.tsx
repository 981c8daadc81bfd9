import { useEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { PresentPage } from '@listboard/shared';
import { usePresentPeople } from '../../../api/presence';
import { formats } from '../../../i18n/formats';
import { useT } from '../../../i18n/useT';
import { PersonAvatar } from '../../../ui/avatars/PersonAvatar';
import { LabelTooltip } from '../../../ui/deferred/LabelTooltip';
import { VISUALLY_HIDDEN } from '../../../ui/visuallyHidden';

/** Avatars beside the board's name; the rest are counted in one more. */
const SHOWN = 4;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center' },
  // Each avatar overlaps the one before it, ringed in the page's colour so the two stay apart.
  person: {
    marginInlineStart: `calc(-1 * ${tokens.spacingHorizontalXS})`,
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: `0 0 0 2px ${tokens.colorNeutralBackground1}`,
    ':first-child': { marginInlineStart: 0 },
  },
  more: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '28px',
    height: '28px',
    paddingInline: tokens.spacingHorizontalXS,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  spoken: VISUALLY_HIDDEN,
});

/** Who came and who left between two lists, said once the first list is in (the people already here are not news). */
function useArrivals(people: readonly PresentPage[]): string {
  const t = useT();
  const known = useRef<Map<number, string> | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const now = new Map(people.map((person) => [person.userId, person.name]));
    const before = known.current;
    known.current = now;
    if (!before) return;
    const came = [...now].filter(([id]) => !before.has(id)).map(([, name]) => t('presence_came', { name }));
    const left = [...before].filter(([id]) => !now.has(id)).map(([, name]) => t('presence_left', { name }));
    if (came.length + left.length > 0) setSaid([...came, ...left].join(' '));
  }, [people, t]);
  return said;
}

/**
 * Who else has the board open (docs/live-updates.md#presence): their avatars beside the board's name, named
 * together for screen readers, with arrivals and departures read out as they happen.
 */
export function PresenceAvatars({ boardId }: { boardId: string }) {
  const styles = useStyles();
  const t = useT();
  const people = usePresentPeople(boardId);
  const said = useArrivals(people);
  const rest = people.slice(SHOWN);
  return (
    <>
      {people.length > 0 && (
        <div
          role="group"
          aria-label={t('presence_here', { names: formats.list(people.map((person) => person.name)) })}
          className={styles.row}
        >
          {people.slice(0, SHOWN).map((person) => (
            <LabelTooltip key={person.userId} content={person.name} withArrow>
              <PersonAvatar className={styles.person} name={person.name} login={person.login} size={28} />
            </LabelTooltip>
          ))}
          {rest.length > 0 && (
            <LabelTooltip
              content={t('presence_more', { count: formats.number(rest.length), names: formats.list(rest.map((person) => person.name)) })}
              withArrow
            >
              <span role="img" className={styles.more}>{`+${formats.number(rest.length)}`}</span>
            </LabelTooltip>
          )}
        </div>
      )}
      <div role="status" className={styles.spoken}>
        {said}
      </div>
    </>
  );
}
