import { Field as FluentField } from '@fluentui/react-components';
import type { Principal } from '@listboard/shared';
import { type Person, PeoplePicker } from './PeoplePicker';

const sameLogin = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * People kept by login: a permission list's, or a rule's recipients. Entries have no site user id (a
 * list may name a group or someone from another site), so each shows under a stand-in id, unique within the picker.
 */
export function PrincipalsPicker({
  label,
  principals,
  validationMessage,
  groups = false,
  onChange,
}: {
  label: string;
  principals: readonly Principal[];
  validationMessage?: string;
  /** Offers the site's groups as well as people (a board's permission lists). */
  groups?: boolean;
  onChange: (principals: Principal[]) => void;
}) {
  const people: Person[] = principals.map((p, index) => ({
    id: -(index + 1),
    name: p.name ?? p.login,
    login: p.login,
    isGroup: p.isGroup,
  }));
  const change = (chosen: Person[]) => {
    const next: Principal[] = [];
    for (const person of chosen) {
      const login = person.login ?? principals[-person.id - 1]?.login;
      const isGroup = Boolean(person.isGroup);
      const same = (p: Principal) => p.isGroup === isGroup && sameLogin(p.login, login ?? '');
      if (login && !next.some(same)) next.push(principals.find(same) ?? { login, isGroup, name: person.name });
    }
    onChange(next);
  };
  return (
    <FluentField label={label} validationMessage={validationMessage}>
      <PeoplePicker people={people} multi onChange={change} label={label} groups={groups} />
    </FluentField>
  );
}
