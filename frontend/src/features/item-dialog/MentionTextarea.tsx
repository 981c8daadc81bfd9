import { useId, useState, type KeyboardEvent } from 'react';
import { Text, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { User } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { PersonAvatar } from '../../ui/avatars/PersonAvatar';
import { PEOPLE_SEARCH_MIN_LENGTH, usePeopleSearch } from '../../api/hooks/usePeopleSearch';
import type { Mention } from './commentText';
import { insertMention, mentionBeingTyped, nearbyMatches } from './mentionTyping';

// Tab picks a suggestion: while the list is open, Fluent's focus manager (tabster) must not move focus on it.
const TAB_PICKS = JSON.stringify({ focusable: { ignoreKeydown: { Tab: true } } });

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  suggestions: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingVerticalXXS,
    maxHeight: '240px',
    overflowY: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
  },
  status: { color: tokens.colorNeutralForeground2 },
});

interface MentionTextareaProps {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** A person picked from the suggestions; their `@Name` is in the text by then. */
  onMention: (mention: Mention) => void;
  /** The people of the board's sites, suggested as soon as the @ is typed. */
  sitePeople: readonly User[];
}

/**
 * The comment box: typing @ suggests the site's people at once, narrowed by each letter typed; from the
 * third letter the people search of the person fields takes over, which also finds people of the
 * directory. Picking one writes `@Name`, remembered as a mention of their sign-in name. Only people of
 * the site or the search can be picked, so every mention is someone the server resolves. A combobox over its list of suggestions (ARIA 1.2): arrows move, Enter or Tab picks, Esc
 * closes the list without closing the dialog.
 */
export function MentionTextarea({ value, disabled, onChange, onMention, sitePeople }: MentionTextareaProps) {
  const styles = useStyles();
  const t = useT();
  const listId = useId();
  const [caret, setCaret] = useState(value.length);
  const [active, setActive] = useState(0);
  // The @ whose suggestions Esc closed: they stay closed until the text changes.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const typed = disabled ? null : mentionBeingTyped(value, caret);
  const search = usePeopleSearch(typed?.query ?? '', []);
  const open = typed !== null && typed.start !== dismissedAt;
  const early = typed !== null && typed.query.trim().length < PEOPLE_SEARCH_MIN_LENGTH;
  const people = !open ? [] : early ? nearbyMatches(sitePeople, typed.query) : search.results.filter((person) => person.login !== '');
  const shown = Math.min(active, Math.max(people.length - 1, 0));

  const pick = (index: number) => {
    const person = people[index];
    if (!typed || !person) return;
    const next = insertMention(value, typed, person.name);
    onMention({ name: person.name, login: person.login });
    onChange(next.text);
    setCaret(next.caret);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(typed.start);
      return;
    }
    if (people.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: people.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((shown + moves[event.key]) % people.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(shown);
    }
  };

  const status =
    !open || (early && people.length > 0)
      ? null
      : search.status === 'idle'
        ? t('people_search_hint')
        : search.status === 'searching'
          ? t('people_searching')
          : search.status === 'failed'
            ? t('error_unexpected')
            : people.length === 0
              ? t('user_picker_no_results')
              : null;
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className={styles.root}>
      <Textarea
        resize="vertical"
        disabled={disabled}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={people.length > 0}
        aria-controls={people.length > 0 ? listId : undefined}
        aria-activedescendant={people.length > 0 ? optionId(shown) : undefined}
        data-tabster={people.length > 0 ? TAB_PICKS : undefined}
        onChange={(event, data) => {
          onChange(data.value);
          setCaret(event.target.selectionStart);
          setActive(0);
          setDismissedAt(null);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {people.length > 0 && (
        <ul id={listId} role="listbox" aria-label={t('comment_mention_suggestions')} className={styles.suggestions}>
          {people.map((person, index) => (
            <li
              key={person.login}
              id={optionId(index)}
              role="option"
              aria-selected={index === shown}
              className={mergeClasses(styles.option, index === shown && styles.active)}
              // The caret stays in the comment while the mouse picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <PersonAvatar name={person.name} login={person.login} size={24} aria-hidden />
              {person.name}
            </li>
          ))}
        </ul>
      )}
      {status !== null && (
        <Text role="status" size={200} className={styles.status}>
          {status}
        </Text>
      )}
    </div>
  );
}
