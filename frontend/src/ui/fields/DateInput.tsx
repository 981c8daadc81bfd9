import { Suspense, lazy } from 'react';
import { Input } from '@fluentui/react-components';
import { formats } from '../../i18n/formats';
import type { DateInputProps } from './DatePickerInput';

// The date picker and its calendar are about 90 kB that a board needs only once someone edits a date:
// they load on first use, so the board's own script stays smaller and starts sooner.
const DatePickerInput = lazy(() => import('./DatePickerInput').then((module) => ({ default: module.DatePickerInput })));

/**
 * A day, written and typed in the page's language, with a calendar to pick it from (DatePickerInput).
 * While the picker loads, the same box stands in, disabled, so nothing typed into it can be lost.
 */
export function DateInput(props: DateInputProps) {
  const { className, size, label, value, placeholder } = props;
  const day = formats.parseNumericDate(value);
  return (
    <Suspense
      fallback={
        <Input
          className={className}
          size={size}
          aria-label={label}
          placeholder={placeholder}
          disabled
          value={day ? formats.numericDate(day) : ''}
        />
      }
    >
      <DatePickerInput {...props} />
    </Suspense>
  );
}
