import { useState } from 'react';
import type { DirectoryPerson } from '@listboard/shared';
import { useSearchCombobox } from '../useSearchCombobox';
import { InlineAlert } from '../alerts';
import { Button, Combobox, Option, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAvatar } from '../avatars/PersonAvatar';
import { DismissRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';
import { useFieldData } from './FieldDataSource';
import { COMBOBOX_TEXTS } from '../controlTexts';

export interface Person {
  id: number;
  name: string;
  /** Known for people chosen from a search (permission lists keep people by login, and a group by its name). */
  login?: string;
  isGroup?: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: 0 },
  // Fluent's combobox asks for 250px; in a table cell the picker must fit the column.
  search: { minWidth: 0, width: '100%' },
  searchInput: { minWidth: 0 },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  person: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    paddingLeft: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export interface PeoplePickerProps {
  people: Person[];
  multi: boolean;
  disabled?: boolean;
  onChange: (people: Person[]) => void;
  /** The search box's name when no Field labels it. */
  label?: string;
  /** Offers the site's groups too (permission lists): a group is chosen by its name, never added to the site. */
  groups?: boolean;
}

/**
 * The people picker of spec 3: the chosen people with remove buttons and a search box that looks
 * people up in the organisation's directory from 3 characters, 500 ms after typing stops. Someone who
 * is not a user of the site yet is added to it when chosen (as SharePoint's own person fields do),
 * since list values keep site user ids. A single picker replaces its person.
 */
export function PeoplePicker({ people, multi, disabled = false, onChange, label, groups = false }: PeoplePickerProps) {
  const styles = useStyles();
  const t = useT();
  const { usePeopleSearch, siteUserId } = useFieldData();
  const { query, setQuery, comboboxProps } = useSearchCombobox();
  const search = usePeopleSearch(query, people, { groups });
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const siteUserIdOf = async (person: DirectoryPerson): Promise<number | null> => {
    // A group is never added to the site: it comes with its id (a person field keeps it by id, a permission list by name);
    // a search answer without one shows under a stand-in id, unique within the picker.
    if (person.isGroup) return person.id ?? -(people.length + 1);
    if (person.id !== null) return person.id;
    setAdding(person.name);
    try {
      return await siteUserId(person.login);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('error_unexpected'));
      return null;
    } finally {
      setAdding(null);
    }
  };

  const choose = async (login: string | undefined) => {
    const person = search.results.find((candidate) => candidate.login === login);
    if (!person) return;
    setQuery('');
    setFailure(null);
    const id = await siteUserIdOf(person);
    if (id === null) return;
    const chosen = { id, name: person.name, login: person.login, ...(person.isGroup && { isGroup: true }) };
    onChange(multi ? [...people, chosen] : [chosen]);
  };

  return (
    <div className={styles.root}>
      {people.length > 0 && (
        <ul className={styles.chosen}>
          {people.map((person) => (
            <li key={person.id} className={styles.person}>
              {person.isGroup ? <GroupIcon /> : <PersonAvatar name={person.name} login={person.login} size={20} aria-hidden />}
              {person.name}
              {!disabled && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={t('remove_person', { name: person.name })}
                  onClick={() => onChange(people.filter((p) => p.id !== person.id))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Combobox
        {...COMBOBOX_TEXTS}
        {...comboboxProps}
        className={styles.search}
        input={{ className: styles.searchInput }}
        disabled={disabled || adding !== null}
        aria-label={label}
        placeholder={disabled ? undefined : t('people_search_hint')}
        onOptionSelect={(_, data) => void choose(data.optionValue)}
      >
        {search.status === 'searching' && <NoticeOption text={t('people_searching')} />}
        {search.status === 'failed' && <NoticeOption text={t('error_unexpected')} />}
        {search.status === 'done' && search.results.length === 0 && <NoticeOption text={t('user_picker_no_results')} />}
        {search.results.map((person) => (
          <Option key={`${person.isGroup ? 'group' : 'user'}:${person.login}`} value={person.login} text={person.name}>
            {/* The space keeps "Group" and the name apart in the option's accessible name. */}
            {person.isGroup && <GroupIcon />} {person.name}
          </Option>
        ))}
      </Combobox>
      {adding !== null && <span role="status">{t('people_adding', { name: adding })}</span>}
      {failure !== null && <InlineAlert intent="error" message={failure} />}
    </div>
  );
}

/** The mark of a group among people: Fluent's people-team icon, named so that a screen reader says "Group". */
function GroupIcon() {
  const t = useT();
  return <PeopleTeamRegular role="img" aria-label={t('people_group')} fontSize={20} />;
}

/** A line of the result list that tells the state of the search and cannot be chosen. */
function NoticeOption({ text }: { text: string }) {
  return (
    <Option disabled value="" text={text}>
      {text}
    </Option>
  );
}
