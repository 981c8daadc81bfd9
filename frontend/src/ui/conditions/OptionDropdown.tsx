import { Dropdown, Option, type DropdownProps } from '@fluentui/react-components';
import { DROPDOWN_TEXTS } from '../controlTexts';

export interface DropdownChoice {
  value: string;
  text: string;
}

interface OptionDropdownProps extends Pick<DropdownProps, 'className' | 'placeholder' | 'disabled' | 'aria-label'> {
  options: readonly DropdownChoice[];
  /** The chosen value; one the options do not hold (a field since removed from the list) shows as it is. */
  selected: string | null;
  onSelect: (value: string) => void;
}

/** A single-choice dropdown over value/text pairs: every select of the builder. */
export function OptionDropdown({ options, selected, onSelect, ...props }: OptionDropdownProps) {
  return (
    <Dropdown
      {...DROPDOWN_TEXTS}
      {...props}
      value={options.find((o) => o.value === selected)?.text ?? selected ?? ''}
      selectedOptions={selected === null || selected === '' ? [] : [selected]}
      onOptionSelect={(_, data) => data.optionValue !== undefined && onSelect(data.optionValue)}
    >
      {options.map((option) => (
        <Option key={option.value} value={option.value}>
          {option.text}
        </Option>
      ))}
    </Dropdown>
  );
}
