import { useId } from 'react';
import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  flags: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export interface FlagCheckboxesProps {
  label: string;
  /** One name per flag, in the flags' order. */
  names: readonly string[];
  flags: readonly boolean[];
  validationMessage?: string;
  onChange: (flags: boolean[]) => void;
}

/** A fixed row of on/off flags (weekdays, months) as a named group of checkboxes. */
export function FlagCheckboxes({ label, names, flags, validationMessage, onChange }: FlagCheckboxesProps) {
  const styles = useStyles();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.root}>
      <Text id={id} weight="semibold">
        {label}
      </Text>
      <div className={styles.flags}>
        {names.map((name, index) => (
          <Checkbox
            key={name}
            label={name}
            checked={Boolean(flags[index])}
            onChange={(_, data) => onChange(names.map((_name, i) => (i === index ? data.checked === true : Boolean(flags[i]))))}
          />
        ))}
      </div>
      {validationMessage && (
        <Text role="alert" className={styles.problem}>
          {validationMessage}
        </Text>
      )}
    </div>
  );
}
