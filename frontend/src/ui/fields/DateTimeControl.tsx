import { Button, Combobox, FieldContextProvider, Option, makeStyles, tokens } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { DateInput } from './DateInput';
import { type DateTimeText, joinDateTime, momentText, splitDateTime } from './dateValue';
import { type ClockFormat, timeSlots } from './timeSlots';
import { useConvertedText } from './useConvertedText';
import { COMBOBOX_TEXTS } from '../controlTexts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  time: { minWidth: '140px', width: '140px' },
  // As wide as its word: beside the date box on a phone.
  shortcut: { minWidth: 'auto' },
});

interface DateTimeControlProps {
  field: Field;
  value: string;
  disabled: boolean;
  clock: ClockFormat;
  /** The board's due date: the empty box says there is none. */
  isDueDate?: boolean;
  onChange: (value: string) => void;
}

/**
 * A date input (1900-2900), and for date-and-time fields a time box offering 48 half-hour slots
 * that also takes a typed time. The time box is named on its own, outside the field's label. A button
 * sets today (a date) or now (a date and time) in one click.
 */
export function DateTimeControl({ field, value, disabled, clock, isDueDate, onChange }: DateTimeControlProps) {
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
      <DateInput
        disabled={disabled}
        value={text.date}
        placeholder={isDueDate ? t('not_set_duedate') : undefined}
        onChange={(date) => setText({ ...text, date })}
      />
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
      <Button
        appearance="subtle"
        className={styles.shortcut}
        disabled={disabled}
        aria-label={t(dateOnly ? 'set_today_of' : 'set_now_of', { field: field.name })}
        onClick={() => setText(momentText(new Date(), dateOnly, clock))}
      >
        {t(dateOnly ? 'set_today' : 'set_now')}
      </Button>
    </div>
  );
}
