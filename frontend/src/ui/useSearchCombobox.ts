import { useState } from 'react';
import type { ComboboxProps } from '@fluentui/react-components';

/**
 * The text and open state of a freeform Combobox used as a search box: typing opens the results
 * however the text arrived (keys, paste, autofill), and no option stays selected after a pick.
 */
export function useSearchCombobox() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const comboboxProps = {
    freeform: true,
    value: query,
    selectedOptions: [],
    open,
    onOpenChange: (_, data) => setOpen(data.open),
    onChange: (event) => {
      setQuery(event.target.value);
      setOpen(true);
    },
  } satisfies Partial<ComboboxProps>;
  return { query, setQuery, comboboxProps };
}
