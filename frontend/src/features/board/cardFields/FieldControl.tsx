import { Checkbox, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { type Field, formatLookupIds, formatMultiChoice, parseLookupIds, parseMultiChoice } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { LocalDateTimeInput } from '../../../ui/fields/LocalDateTimeInput';
import type { FieldOption } from './fieldOptions';

export interface FieldControlProps {
  field: Field;
  /** The editor text (see fieldText): a value string, with dates and percentages as inputs show them. */
  value: string;
  onChange: (value: string) => void;
  options: readonly FieldOption[];
  /** The control's accessible name (a surrounding Fluent Field's label takes precedence). */
  label: string;
  size?: 'small' | 'medium';
}

const useStyles = makeStyles({
  // Spec 1 section 9: a multi-select shows up to 5 entries, then scrolls.
  group: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '160px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

function selectedValues(field: Field, value: string): string[] {
  return field.type === 'Lookup' ? parseLookupIds(value).map(String) : parseMultiChoice(value);
}

function joinValues(field: Field, values: string[]): string {
  return field.type === 'Lookup' ? formatLookupIds(values.map(Number)) : formatMultiChoice(values);
}

/** Checkboxes for a multi-choice or multi-lookup field; the value keeps the options' order. */
function MultiValueGroup({ field, value, onChange, options, label }: FieldControlProps) {
  const styles = useStyles();
  const selected = new Set(selectedValues(field, value));
  const toggle = (option: string, checked: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === option ? checked : selected.has(v)));
    onChange(joinValues(field, next));
  };
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.text}
          checked={selected.has(option.value)}
          onChange={(_, data) => toggle(option.value, data.checked === true)}
        />
      ))}
    </div>
  );
}

/** The input for one field of a list, by its type; used by the card's inline editor and the quick add form. */
export function FieldControl(props: FieldControlProps) {
  const t = useT();
  const { field, value, onChange, options, label, size = 'medium' } = props;
  switch (field.type) {
    case 'Boolean':
      return (
        <Checkbox
          aria-label={label}
          checked={value === 'true'}
          onChange={(_, data) => onChange(data.checked === true ? 'true' : 'false')}
        />
      );
    case 'Choice':
    case 'MultiChoice':
    case 'Lookup': {
      if (field.type === 'MultiChoice' || field.isMulti) return <MultiValueGroup {...props} />;
      const known = value === '' || options.some((option) => option.value === value);
      return (
        <Select size={size} aria-label={label} value={value} onChange={(_, data) => onChange(data.value)}>
          {/* Spec 1 section 5: a select of a field that is not required offers "(none)". */}
          {(!field.isRequired || value === '') && <option value="">{field.isRequired ? '' : t('card_none_choice')}</option>}
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </Select>
      );
    }
    case 'DateTime':
      return <LocalDateTimeInput size={size} label={label} dateOnly={Boolean(field.dateOnly)} value={value} onChange={onChange} />;
    case 'Number':
    case 'Currency':
      return <Input size={size} aria-label={label} inputMode="decimal" value={value} onChange={(_, data) => onChange(data.value)} />;
    case 'Note':
      return <Textarea aria-label={label} value={value} onChange={(_, data) => onChange(data.value)} resize="vertical" />;
    default:
      return <Input size={size} aria-label={label} value={value} onChange={(_, data) => onChange(data.value)} />;
  }
}
