import { Combobox, FieldContextProvider, Option, makeStyles, tokens } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { DateInput } from './DateInput';
import { type DateTimeText, joinDateTime, splitDateTime } from './dateValue';
import { type ClockFormat, timeSlots } from './timeSlots';
import { useConvertedText } from './useConvertedText';
import { COMBOBOX_TEXTS } from '../controlTexts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  time: { minWidth: '140px', width: '140px' },
});

interface DateTimeControlProps {
  field: Field;
  value: string;
  disabled: boolean;
  clock: ClockFormat;
  onChange: (value: string) => void;
}

/**
 * A date input (1900-2900), and for date-and-time fields a time box offering 48 half-hour slots
 * that also takes a typed time. The time box is named on its own, outside the field's label.
 */
export function DateTimeControl({ field, value, disabled, clock, onChange }: DateTimeControlProps) {
  const styles = useStyles();
  const t = useT();
  const dateOnly = Boolean(field.dateOnly);
  const [text, setText] = useConvertedText<DateTimeText>(
    value,
    (v) => splitDateTime(v, dateOnly, clock),
    (x) => joinDateTime(x, dateOnly, clock),
    onChange,
  );
  return (
    <div className={styles.row}>
      <DateInput disabled={disabled} value={text.date} onChange={(date) => setText({ ...text, date })} />
      {!dateOnly && (
        <FieldContextProvider value={undefined}>
          <Combobox
            {...COMBOBOX_TEXTS}
            freeform
            className={styles.time}
            disabled={disabled}
            aria-label={t('time_of', { field: field.name })}
            value={text.time}
            selectedOptions={[text.time]}
            onChange={(event) => setText({ ...text, time: event.target.value })}
            onOptionSelect={(_, data) => setText({ ...text, time: data.optionText ?? '' })}
          >
            {timeSlots(clock).map((slot) => (
              <Option key={slot}>{slot}</Option>
            ))}
          </Combobox>
        </FieldContextProvider>
      )}
    </div>
  );
}
