import { type Field, formatLookupIds, formatMultiChoice, parseLookupIds, parseMultiChoice } from '@listboard/shared';
import type { FieldEnvironment } from './fieldEnvironment';
import { useFieldData } from './FieldDataSource';
import { SelectControl } from './SelectControl';

interface ChoiceControlProps {
  field: Field;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** Choice (one value) and MultiChoice (values joined by ';#') fields. */
export function ChoiceControl({ field, value, disabled, onChange }: ChoiceControlProps) {
  const multi = field.type === 'MultiChoice' || field.isMulti;
  const selected = multi ? parseMultiChoice(value) : value === '' ? [] : [value];
  const options = (field.choices ?? []).map((choice) => ({ value: choice, text: choice }));
  return (
    <SelectControl
      name={field.name}
      options={options}
      selected={selected}
      multi={multi}
      allowFillIn={field.isAllowFillIn}
      required={field.isRequired}
      disabled={disabled}
      onChange={(next) => onChange(multi ? formatMultiChoice(next) : (next[0] ?? ''))}
    />
  );
}

/** Lookup fields: item ids ('4,7'), offered from the list the field points to. */
export function LookupControl({ field, value, disabled, onChange, environment }: ChoiceControlProps & { environment: FieldEnvironment }) {
  const { useLookups } = useFieldData();
  const lookups = useLookups(environment.siteURL, environment.listID, field.internalName);
  const options = (lookups ?? field.lookups ?? []).map((lookup) => ({ value: String(lookup.id), text: lookup.name }));
  return (
    <SelectControl
      name={field.name}
      options={options}
      selected={parseLookupIds(value).map(String)}
      multi={field.isMulti}
      allowFillIn={false}
      required={field.isRequired}
      disabled={disabled}
      onChange={(next) => onChange(formatLookupIds(next.map(Number)))}
    />
  );
}
