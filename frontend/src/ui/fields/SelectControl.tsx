import { useState } from 'react';
import { Combobox, Dropdown, Option, type ComboboxProps, type DropdownProps } from '@fluentui/react-components';
import { useT } from '../../i18n/useT';
import { COMBOBOX_TEXTS, DROPDOWN_TEXTS } from '../controlTexts';

export interface SelectOption {
  value: string;
  text: string;
}

/** Spec 3 section 5: a list with more than 10 items and no fill-in gets a filter box. */
export const FILTER_THRESHOLD = 10;

/** The "(none)" entry of an optional single select; no list value can look like this. */
const NONE = '\u0000none';

export interface SelectControlProps {
  /** The field's name, for the filter box's description. */
  name: string;
  options: SelectOption[];
  selected: string[];
  multi: boolean;
  /** A typed value is allowed as well as the options (single selects only). */
  allowFillIn: boolean;
  required: boolean;
  disabled: boolean;
  onChange: (selected: string[]) => void;
}

/**
 * One choice or several among options: a dropdown; a combobox filtering the options when there are
 * more than 10; a free-form combobox when a typed value is allowed. Optional single selects offer
 * "(none)", which stands for no value (spec 1 section 5).
 */
export function SelectControl({ name, options, selected, multi, allowFillIn, required, disabled, onChange }: SelectControlProps) {
  const t = useT();
  const [filter, setFilter] = useState<string | null>(null);
  // Typing opens the list however the text arrived (keys, paste, autofill).
  const [open, setOpen] = useState(false);
  const withNone = !multi && !required ? [{ value: NONE, text: t('not_selected') }, ...options] : options;
  const textOf = (value: string) => options.find((o) => o.value === value)?.text ?? value;
  const shownText = selected.map(textOf).join(', ');
  const selectedOptions = selected.length === 0 && !multi && !required ? [NONE] : selected;

  const select: DropdownProps['onOptionSelect'] = (_, data) => {
    setFilter(null);
    if (multi) onChange(data.selectedOptions.filter((v) => v !== NONE));
    else onChange(data.optionValue === undefined || data.optionValue === NONE ? [] : [data.optionValue]);
  };

  if (allowFillIn && !multi) {
    const typed: ComboboxProps['onChange'] = (event) => {
      setFilter(event.target.value);
      setOpen(true);
      onChange(event.target.value.trim() === '' ? [] : [event.target.value]);
    };
    return (
      <Combobox
        {...COMBOBOX_TEXTS}
        freeform
        disabled={disabled}
        value={filter ?? shownText}
        selectedOptions={selected}
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        onChange={typed}
        onOptionSelect={select}
      >
        {renderOptions(matching(options, filter))}
      </Combobox>
    );
  }
  if (withNone.length > FILTER_THRESHOLD) {
    return (
      <Combobox
        {...COMBOBOX_TEXTS}
        disabled={disabled}
        multiselect={multi}
        aria-description={t('filter_options', { field: name })}
        value={filter ?? (selected.length === 0 && !multi && !required ? t('not_selected') : shownText)}
        selectedOptions={selectedOptions}
        open={open}
        // The box shows the chosen text: selected when the box is entered or clicked, typing replaces it with a
        // filter instead of appending to it (which filtered on '(none)x' and matched nothing).
        onFocus={(event) => event.target.select()}
        onMouseUp={(event) => {
          // After the click has placed the caret (the combobox's own handlers run on the click).
          const input = event.currentTarget;
          requestAnimationFrame(() => input.select());
        }}
        onChange={(event) => {
          setFilter(event.target.value);
          setOpen(true);
        }}
        onOpenChange={(_, data) => {
          setOpen(data.open);
          if (!data.open) setFilter(null);
        }}
        // Typing a filter makes the combobox report a selection of nothing: only a picked option changes the value.
        onOptionSelect={(event, data) => data.optionValue !== undefined && select(event, data)}
      >
        {renderOptions(matching(withNone, filter), t('no_matching_options'))}
      </Combobox>
    );
  }
  return (
    <Dropdown
      {...DROPDOWN_TEXTS}
      disabled={disabled}
      multiselect={multi}
      value={selected.length === 0 && !multi && !required ? t('not_selected') : shownText}
      selectedOptions={selectedOptions}
      onOptionSelect={select}
    >
      {renderOptions(withNone, t('no_matching_options'))}
    </Dropdown>
  );
}

function matching(options: SelectOption[], filter: string | null): SelectOption[] {
  const needle = filter?.trim().toLowerCase();
  return needle ? options.filter((o) => o.text.toLowerCase().includes(needle)) : options;
}

/** The options; `emptyText` stands in when a filter left none (a typed fill-in value needs no such hint). */
function renderOptions(options: SelectOption[], emptyText?: string) {
  if (options.length === 0 && emptyText) {
    return (
      <Option disabled value="" text={emptyText}>
        {emptyText}
      </Option>
    );
  }
  return options.map((option) => (
    <Option key={option.value} value={option.value} text={option.text}>
      {option.text}
    </Option>
  ));
}
