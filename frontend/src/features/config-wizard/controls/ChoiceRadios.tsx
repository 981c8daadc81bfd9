import { Field as FluentField, Radio, RadioGroup, makeStyles } from '@fluentui/react-components';

// Side by side while they fit; on a phone, in German or French, the choices wrap onto a second line.
const useStyles = makeStyles({ group: { flexWrap: 'wrap' } });
import type { SelectOption } from '../../../ui/fields/SelectControl';

export interface ChoiceRadiosProps<V extends string> {
  label: string;
  options: readonly (SelectOption & { value: V })[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** A short, fixed set of choices side by side, e.g. the card size. */
export function ChoiceRadios<V extends string>({ label, options, value, onChange, disabled = false }: ChoiceRadiosProps<V>) {
  const styles = useStyles();
  return (
    <FluentField label={label}>
      <RadioGroup
        className={styles.group}
        layout="horizontal"
        value={value}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value as V)}
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.text} />
        ))}
      </RadioGroup>
    </FluentField>
  );
}
