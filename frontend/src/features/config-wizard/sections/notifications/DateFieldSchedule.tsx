import { Field as FluentField, SpinButton } from '@fluentui/react-components';
import { DAY_PERIOD, type ReminderRule, SEND_TIME_TYPE } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ChoiceRadios } from '../../controls/ChoiceRadios';
import { FieldDropdown, LabelledSelect } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { DAY_PERIODS, SHIFT_DIRECTIONS, type ScheduleProps, spunNumber } from './reminderOptions';
import { SPIN_BUTTON_TEXTS } from '../../../../ui/controlTexts';

/**
 * A reminder counted from a card's date: on the day, every day for some days, or once some days
 * (a set number, or the number a field of the card holds) before or after it.
 */
export function DateFieldSchedule({ rule, path, onChange }: ScheduleProps) {
  const t = useT();
  const { fields } = useWizard();
  const dateProblem = useProblemMessage(`${path}.dateField`);
  const daysProblem = useProblemMessage(`${path}.shiftAmount`);
  const daysFieldProblem = useProblemMessage(`${path}.shiftAmountField`);
  const period = rule.dayPeriod;
  const countsDays = period === DAY_PERIOD.EveryDayFor || period === DAY_PERIOD.Exactly;
  return (
    <>
      <FieldDropdown
        label={t('rules_date_field')}
        fields={fields.filter((field) => field.type === 'DateTime')}
        value={rule.dateField}
        validationMessage={dateProblem}
        onChange={(dateField) => onChange({ dateField })}
      />
      <LabelledSelect
        label={t('rules_day_period')}
        options={DAY_PERIODS.map((entry) => ({ value: String(entry.value), text: t(entry.label) }))}
        value={String(period)}
        onChange={(value) => value !== null && onChange({ dayPeriod: Number(value) as ReminderRule['dayPeriod'] })}
      />
      {countsDays && (
        <FluentField label={t('rules_shift_amount')} validationMessage={daysProblem}>
          <SpinButton
            {...SPIN_BUTTON_TEXTS}
            min={1}
            value={Number.isFinite(rule.shiftAmount) ? rule.shiftAmount : null}
            onChange={(_, data) => onChange({ shiftAmount: spunNumber(data) })}
          />
        </FluentField>
      )}
      {period === DAY_PERIOD.ExactlyForDaysInField && (
        <FieldDropdown
          label={t('rules_shift_amount_field')}
          fields={fields.filter((field) => field.type === 'Number')}
          value={rule.shiftAmountField}
          validationMessage={daysFieldProblem}
          onChange={(shiftAmountField) => onChange({ shiftAmountField })}
        />
      )}
      {period !== DAY_PERIOD.SameDay && (
        <ChoiceRadios
          label={t('rules_shift_direction')}
          options={SHIFT_DIRECTIONS.map((entry) => ({ value: String(entry.value), text: t(entry.label) }))}
          value={String(rule.shiftDirection)}
          onChange={(value) => onChange({ shiftDirection: Number(value) as ReminderRule['shiftDirection'] })}
        />
      )}
      <ChoiceRadios
        label={t('rules_send_time_type')}
        value={String(rule.sendTimeType)}
        options={[
          { value: String(SEND_TIME_TYPE.Specify), text: t('rules_send_time_specify') },
          { value: String(SEND_TIME_TYPE.InheritFromField), text: t('rules_send_time_inherit') },
        ]}
        onChange={(value) => onChange({ sendTimeType: Number(value) as ReminderRule['sendTimeType'] })}
      />
    </>
  );
}
