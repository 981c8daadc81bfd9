import { useId } from 'react';
import { Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SEND_TIME_TYPE } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ChoiceRadios } from '../../controls/ChoiceRadios';
import { DateFieldSchedule } from './DateFieldSchedule';
import { FixedTimeSchedule } from './FixedTimeSchedule';
import { SCHEDULES, type Schedule, type ScheduleProps, scheduleChange, scheduleOf } from './reminderOptions';
import { SendTimeInputs } from './SendTimeInputs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

/** When a reminder is sent (spec 2 sections 3 and 9): from a date field of the card, or at set times. */
export function ReminderSchedule({ rule, path, onChange }: ScheduleProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const schedule = scheduleOf(rule);
  const specifiesTime = schedule !== 'dateField' || rule.sendTimeType === SEND_TIME_TYPE.Specify;
  return (
    <div role="group" aria-labelledby={id} className={styles.root}>
      <Text id={id} weight="semibold">
        {t('rules_schedule')}
      </Text>
      <ChoiceRadios<Schedule>
        label={t('rules_when_to_send')}
        options={SCHEDULES.map((entry) => ({ value: entry.value, text: t(entry.label) }))}
        value={schedule}
        onChange={(next) => onChange(scheduleChange(next))}
      />
      {schedule === 'dateField' ? (
        <DateFieldSchedule rule={rule} path={path} onChange={onChange} />
      ) : (
        <FixedTimeSchedule rule={rule} path={path} onChange={onChange} />
      )}
      {specifiesTime && <SendTimeInputs rule={rule} path={path} onChange={onChange} />}
      <Switch
        label={t('rules_separate_emails')}
        checked={rule.sendSeparateEmails}
        onChange={(_, data) => onChange({ sendSeparateEmails: data.checked })}
      />
    </div>
  );
}
