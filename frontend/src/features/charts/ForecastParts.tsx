import { Field, Input, SpinButton, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type ChartsResponse, FORECAST_CONFIDENCES } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { SPIN_BUTTON_TEXTS } from '../../ui/controlTexts';
import type { WidgetRanges } from './chartSettings';

const useStyles = makeStyles({
  number: { width: '120px' },
  summary: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, marginBlockEnd: tokens.spacingVerticalS },
  sample: { color: tokens.colorNeutralForeground2 },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

type ForecastChoices = WidgetRanges['forecast'];

/** The forecast's settings: its sample window, the day of "how many cards by" and the count of "when". */
export function ForecastSettings({
  value,
  byDate,
  onChange,
}: {
  value: ForecastChoices;
  byDate: string;
  onChange: (next: ForecastChoices) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const whole = (typed: number | null | undefined, text: string | undefined, fallback: number) => {
    const number = typeof typed === 'number' ? typed : Number(text);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return (
    <>
      <Field label={t('forecast_window')}>
        <SpinButton
          {...SPIN_BUTTON_TEXTS}
          className={styles.number}
          min={7}
          max={365}
          value={value.windowDays}
          onChange={(_, data) =>
            onChange({ ...value, windowDays: Math.min(365, Math.max(7, whole(data.value, data.displayValue, value.windowDays))) })
          }
        />
      </Field>
      <Field label={t('forecast_by_date')}>
        <Input type="date" value={value.byDate ?? byDate} onChange={(_, data) => onChange({ ...value, byDate: data.value || undefined })} />
      </Field>
      <Field label={t('forecast_count')}>
        <SpinButton
          {...SPIN_BUTTON_TEXTS}
          className={styles.number}
          min={1}
          max={10_000}
          value={value.cards}
          onChange={(_, data) => onChange({ ...value, cards: Math.min(10_000, whole(data.value, data.displayValue, value.cards)) })}
        />
      </Field>
    </>
  );
}

/**
 * Both forecasts in words (docs/reporting.md#forecasts), at each confidence, with the sample they were drawn from:
 * the window's days and the cards finished in it.
 */
export function ForecastSummary({ forecast }: { forecast: ChartsResponse['forecast'] }) {
  const styles = useStyles();
  const t = useT();
  const day = (isoDay: string) => formats.date(isoDay, { utcDay: true });
  const percent = (confidence: number) => formats.percent(confidence / 100);
  const { byDate, forCards, window } = forecast;
  return (
    <div className={styles.summary}>
      <Text className={styles.sample}>
        {t('forecast_sample', {
          days: forecast.sampleDays,
          start: day(window.start),
          end: day(window.end),
          finished: forecast.finished,
        })}
      </Text>
      <ul className={styles.lines}>
        {FORECAST_CONFIDENCES.map((confidence) => (
          <li key={`by-${confidence}`}>
            {t('forecast_by_line', { confidence: percent(confidence), cards: byDate.cards[confidence] ?? 0, date: day(byDate.date) })}
          </li>
        ))}
        {FORECAST_CONFIDENCES.map((confidence) => {
          const date = forCards.dates[confidence];
          return (
            <li key={`when-${confidence}`}>
              {date
                ? t('forecast_when_line', { confidence: percent(confidence), count: forCards.cards, date: day(date) })
                : t('forecast_never', { confidence: percent(confidence), count: forCards.cards })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
