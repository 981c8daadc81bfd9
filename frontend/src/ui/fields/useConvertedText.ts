import { useState } from 'react';

/**
 * The text of an input whose value string is a conversion of it (a percentage, a date and a time).
 * Typing keeps the text exactly as typed, even where it converts to the same value; a value that
 * changes from outside (a reload, a reset) replaces the text.
 */
export function useConvertedText<T>(
  value: string,
  toText: (value: string) => T,
  toValue: (text: T) => string,
  onChange: (value: string) => void,
): [T, (text: T) => void] {
  const [state, setState] = useState(() => ({ value, text: toText(value) }));
  let current = state;
  if (state.value !== value) {
    current = { value, text: toText(value) };
    setState(current);
  }
  const update = (text: T) => {
    const next = toValue(text);
    setState({ value: next, text });
    onChange(next);
  };
  return [current.text, update];
}
