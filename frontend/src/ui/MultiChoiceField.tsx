import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { useId } from 'react';

const useStyles = makeStyles({ choice: { minWidth: '160px', maxWidth: '100%' } });

/**
 * A labelled dropdown of several choices, showing the chosen ones' names; with `keepOne`, the last
 * choice cannot be taken away (a workflow needs a status), else none chosen shows the placeholder.
 */
export function MultiChoiceField({
  label,
  options,
  chosen,
  placeholder,
  keepOne = false,
  onChange,
}: {
  label: string;
  options: readonly { value: string; text: string }[];
  chosen: readonly string[];
  placeholder?: string;
  keepOne?: boolean;
  onChange: (next: string[]) => void;
}) {
  const styles = useStyles();
  const labelId = useId();
  const names = options.filter((option) => chosen.includes(option.value)).map((option) => option.text);
  return (
    <Field label={{ children: label, id: labelId }}>
      <Dropdown
        className={styles.choice}
        aria-labelledby={labelId}
        multiselect
        placeholder={placeholder}
        value={names.join(', ')}
        selectedOptions={[...chosen]}
        onOptionSelect={(_, data) => (!keepOne || data.selectedOptions.length > 0) && onChange(data.selectedOptions)}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
