import { useState } from 'react';
import { type Field, formatUserValue, parseUserValue } from '@listboard/shared';
import type { FieldEnvironment } from './fieldEnvironment';
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

/** A people field: ids in the value string ('3,7'), names from the board, the picker or the site. */
export function UserControl({ field, value, disabled, environment, onChange }: UserControlProps) {
  const { useSiteUsers } = useFieldData();
  const ids = idsOf(value);
  // People chosen in the picker come with their names; nobody else needs to be asked for them.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const known = (id: number) => picked.get(id) ?? environment.people.get(id);
  const unknown = ids.filter((id) => known(id) === undefined);
  const fetched = useSiteUsers(unknown);
  const people: Person[] = ids.map((id) => ({ id, name: known(id) ?? fetched[unknown.indexOf(id)]?.name ?? `#${id}` }));

  const change = (next: Person[]) => {
    setPicked((current) => new Map([...current, ...next.map((p): [number, string] => [p.id, p.name])]));
    onChange(formatUserValue(next.map((p) => ({ id: p.id }))));
  };
  return <PeoplePicker people={people} multi={field.isMulti} disabled={disabled} onChange={change} />;
}
