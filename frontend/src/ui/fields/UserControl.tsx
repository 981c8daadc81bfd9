import { useState } from 'react';
import { type Field, PEOPLE_AND_GROUPS, formatUserValue, parseUserValue } from '@listboard/shared';
import type { FieldEnvironment, KnownPerson } from './fieldEnvironment';
import { useFieldData } from './FieldDataSource';
import { PeoplePicker, type Person } from './PeoplePicker';

interface UserControlProps {
  field: Field;
  value: string;
  disabled: boolean;
  environment: FieldEnvironment;
  onChange: (value: string) => void;
}

function idsOf(value: string): number[] {
  return parseUserValue(value).flatMap((ref) => ('id' in ref ? [ref.id] : []));
}

/**
 * A people field: ids in the value string ('3,7'), names from the board, the picker or the site. A field whose `mode`
 * allows groups offers the site's groups too, kept by their ids like people (docs/board-page.md#groups-in-person-fields).
 */
export function UserControl({ field, value, disabled, environment, onChange }: UserControlProps) {
  const { useSiteUsers } = useFieldData();
  const ids = idsOf(value);
  // People chosen in the picker come with their names; nobody else needs to be asked for them.
  const [picked, setPicked] = useState<ReadonlyMap<number, KnownPerson>>(new Map());
  const known = (id: number) => picked.get(id) ?? environment.people.get(id);
  const unknown = ids.filter((id) => known(id) === undefined);
  const fetched = useSiteUsers(unknown);
  const people: Person[] = ids.map((id) => {
    const person = known(id) ?? fetched[unknown.indexOf(id)];
    return { id, name: person?.name ?? `#${id}`, ...(person?.isGroup && { isGroup: true }) };
  });

  const change = (next: Person[]) => {
    setPicked((current) => new Map([...current, ...next.map((p): [number, KnownPerson] => [p.id, { name: p.name, isGroup: p.isGroup }])]));
    onChange(formatUserValue(next.map((p) => ({ id: p.id }))));
  };
  return (
    <PeoplePicker people={people} multi={field.isMulti} disabled={disabled} groups={field.mode === PEOPLE_AND_GROUPS} onChange={change} />
  );
}
