import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../../i18n/useT';
import { LabelledSelect } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { HOURS, MINUTES, type ScheduleProps } from './reminderOptions';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/** The time of day a reminder goes: hours 0 to 23 and minutes in steps of 5 (spec 9). */
export function SendTimeInputs({ rule, path, onChange }: ScheduleProps) {
  const styles = useStyles();
  const t = useT();
  const hourProblem = useProblemMessage(`${path}.sendHour`);
  const minuteProblem = useProblemMessage(`${path}.sendMinute`);
  return (
    <div className={styles.row}>
      <LabelledSelect
        label={t('rules_send_hour')}
        options={HOURS}
        value={String(rule.sendHour)}
        validationMessage={hourProblem}
        onChange={(value) => value !== null && onChange({ sendHour: Number(value) })}
      />
      <LabelledSelect
        label={t('rules_send_minute')}
        options={MINUTES}
        value={String(rule.sendMinute)}
        validationMessage={minuteProblem}
        onChange={(value) => value !== null && onChange({ sendMinute: Number(value) })}
      />
    </div>
  );
}
