import { Field as FluentField, SpinButton } from '@fluentui/react-components';
import { DAY_OF_MONTH_TYPE, REPEAT_TYPE, type ReminderRule } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ChoiceRadios } from '../../controls/ChoiceRadios';
import { LabelledSelect } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { FlagCheckboxes } from './FlagCheckboxes';
import { type ScheduleProps, daySpecChoices, monthNames, spunNumber, weekdayChoices, weekdayFlagNames } from './reminderOptions';
import { SPIN_BUTTON_TEXTS } from '../../../../ui/controlTexts';

/** A reminder at set times: daily on the checked weekdays, weekly on one day, or monthly on a day of the checked months. */
export function FixedTimeSchedule({ rule, path, onChange }: ScheduleProps) {
  const t = useT();
  const daysProblem = useProblemMessage(`${path}.sendDays`);
  if (rule.repeatType === REPEAT_TYPE.Daily) {
    return (
      <FlagCheckboxes
        label={t('rules_send_days')}
        names={weekdayFlagNames(t)}
        flags={rule.sendDays}
        validationMessage={daysProblem}
        onChange={(sendDays) => onChange({ sendDays })}
      />
    );
  }
  if (rule.repeatType === REPEAT_TYPE.Weekly) {
    return (
      <LabelledSelect
        label={t('rules_send_day_of_week')}
        options={weekdayChoices(t)}
        value={String(rule.sendDayOfWeek)}
        onChange={(value) => value !== null && onChange({ sendDayOfWeek: Number(value) })}
      />
    );
  }
  return <MonthlySchedule rule={rule} path={path} onChange={onChange} />;
}

function MonthlySchedule({ rule, path, onChange }: ScheduleProps) {
  const t = useT();
  const dayProblem = useProblemMessage(`${path}.dayOfMonth`);
  const monthsProblem = useProblemMessage(`${path}.sendMonths`);
  const byNumber = rule.dayOfMonthType === DAY_OF_MONTH_TYPE.DayNumber;
  const dayTypes = [
    { value: String(DAY_OF_MONTH_TYPE.DayNumber), text: t('rules_day_number') },
    { value: String(DAY_OF_MONTH_TYPE.WeekdaySpec), text: t('rules_weekday_spec') },
  ];
  return (
    <>
      <ChoiceRadios
        label={t('rules_day_of_month_type')}
        options={dayTypes}
        value={String(rule.dayOfMonthType)}
        onChange={(value) => onChange({ dayOfMonthType: Number(value) as ReminderRule['dayOfMonthType'] })}
      />
      {byNumber ? (
        <FluentField label={t('rules_day_of_month')} hint={t('rules_day_of_month_hint')} validationMessage={dayProblem}>
          <SpinButton
            {...SPIN_BUTTON_TEXTS}
            min={1}
            max={31}
            value={Number.isFinite(rule.dayOfMonth) ? rule.dayOfMonth : null}
            onChange={(_, data) => onChange({ dayOfMonth: spunNumber(data) })}
          />
        </FluentField>
      ) : (
        <>
          <LabelledSelect
            label={t('rules_day_spec')}
            options={daySpecChoices(t)}
            value={String(rule.dayOfMonthSpec)}
            onChange={(value) => value !== null && onChange({ dayOfMonthSpec: Number(value) })}
          />
          <LabelledSelect
            label={t('rules_day_spec_day')}
            options={weekdayChoices(t)}
            value={String(rule.dayOfMonthSpecDay)}
            onChange={(value) => value !== null && onChange({ dayOfMonthSpecDay: Number(value) })}
          />
        </>
      )}
      <FlagCheckboxes
        label={t('rules_send_months')}
        names={monthNames(t)}
        flags={rule.sendMonths}
        validationMessage={monthsProblem}
        onChange={(sendMonths) => onChange({ sendMonths })}
      />
    </>
  );
}
