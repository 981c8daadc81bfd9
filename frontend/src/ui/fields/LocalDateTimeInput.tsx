import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { translate } from '../../i18n/useT';
import { DateInput } from './DateInput';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  time: { width: '80px', minWidth: '80px' },
});

interface LocalDateTimeInputProps {
  /** YYYY-MM-DD for a day, YYYY-MM-DDTHH:mm for a wall-clock moment (what a datetime-local input holds), or ''. */
  value: string;
  onChange: (value: string) => void;
  dateOnly: boolean;
  /** The name of what is entered; the time box is named after it. */
  label: string;
  size?: 'small' | 'medium';
}

/** A day in the page's language (see DateInput) and, for a moment, its time of day as HH:mm. */
export function LocalDateTimeInput({ value, onChange, dateOnly, label, size }: LocalDateTimeInputProps) {
  const styles = useStyles();
  const [day = '', time = ''] = value.split('T');
  const join = (nextDay: string, nextTime: string) =>
    onChange(dateOnly || (nextDay === '' && nextTime === '') ? nextDay : `${nextDay}T${nextTime || '00:00'}`);
  if (dateOnly) return <DateInput size={size} label={label} value={day} onChange={(next) => join(next, '')} />;
  return (
    <div className={styles.row}>
      <DateInput size={size} label={label} value={day} onChange={(next) => join(next, time)} />
      <Input
        size={size}
        className={styles.time}
        aria-label={translate('time_of', { field: label })}
        placeholder="00:00"
        value={time}
        onChange={(_, data) => join(day, data.value)}
      />
    </div>
  );
}
