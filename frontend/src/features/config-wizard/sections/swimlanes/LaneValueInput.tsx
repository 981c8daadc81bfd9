import { useQuery } from '@tanstack/react-query';
import { Field as FluentField, Input } from '@fluentui/react-components';
import { type Field, type Lane, withNamedValue } from '@listboard/shared';
import { fetchLookups } from '../../../../api/itemEndpoints';
import { useT } from '../../../../i18n/useT';
import type { SelectOption } from '../../../../ui/fields/SelectControl';
import { PeoplePicker } from '../../../../ui/fields/PeoplePicker';
import { LabelledSelect } from '../../controls/LabelledSelect';
import { useWizard } from '../../WizardContext';
import { queryKeys } from '../../../../api/queryKeys';

export interface LaneValueInputProps {
  field: Field;
  lane: Lane;
  validationMessage?: string;
  onChange: (lane: Lane) => void;
}

/** The items a lookup field may point to, from the board's first list (the field's own, when it carries them). */
function useLookupOptions(field: Field): SelectOption[] {
  const { draft } = useWizard();
  const list = draft.source.lists[0];
  const lookups = useQuery({
    queryKey: queryKeys.lookups(list?.url, list?.listID, field.internalName),
    queryFn: ({ signal }) => fetchLookups(list?.url ?? '', list?.listID ?? '', field.internalName, signal),
    enabled: field.type === 'Lookup' && !field.lookups && Boolean(list),
    staleTime: 60_000,
  });
  return (field.lookups ?? lookups.data ?? []).map((lookup) => ({ value: String(lookup.id), text: lookup.name }));
}

/**
 * A lane's value by the swimlane field's type (the spec's swimlane value popup, inline): a choice, yes
 * or no, a person, a lookup item, or typed text. The lane's name follows the value until it is renamed.
 */
export function LaneValueInput({ field, lane, validationMessage, onChange }: LaneValueInputProps) {
  const t = useT();
  const lookupOptions = useLookupOptions(field);
  const label = t('cfg_lane_value');

  if (field.type === 'User') {
    const people = lane.value ? [{ id: Number(lane.value), name: lane.name || `#${lane.value}` }] : [];
    return (
      <FluentField label={label} required validationMessage={validationMessage}>
        <PeoplePicker
          people={people}
          multi={false}
          onChange={([person]) =>
            onChange(person ? withNamedValue(lane, String(person.id), person.name, lane.name) : { ...lane, value: '' })
          }
        />
      </FluentField>
    );
  }

  let options: SelectOption[] | null = null;
  if (field.type === 'Choice' || field.type === 'MultiChoice')
    options = (field.choices ?? []).map((choice) => ({ value: choice, text: choice }));
  else if (field.type === 'Boolean')
    options = [
      { value: 'true', text: t('cfg_yes') },
      { value: 'false', text: t('cfg_no') },
    ];
  else if (field.type === 'Lookup') options = lookupOptions;

  if (!options) {
    return (
      <FluentField label={label} required validationMessage={validationMessage}>
        <Input value={lane.value} onChange={(_, data) => onChange(withNamedValue(lane, data.value, data.value, lane.value))} />
      </FluentField>
    );
  }
  const textOf = (value: string) => options.find((option) => option.value === value)?.text ?? value;
  return (
    <LabelledSelect
      label={label}
      options={options}
      value={lane.value || null}
      validationMessage={validationMessage}
      onChange={(value) => value !== null && onChange(withNamedValue(lane, value, textOf(value), textOf(lane.value)))}
    />
  );
}
