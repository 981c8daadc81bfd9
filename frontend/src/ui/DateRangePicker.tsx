import { useId, useState } from 'react';
import { Button, Dropdown, Field, Option, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import {
  DATE_RANGE_MAX,
  DATE_RANGE_MIN,
  type DayRange,
  QUICK_RANGES,
  type QuickRange,
  quickRangeDays,
  withEnd,
  withStart,
} from '@listboard/shared';
import { formats } from '../i18n/formats';
import type { MessageKey } from '../i18n/resources/en-US';
import { useT } from '../i18n/useT';
import { DateInput } from './fields/DateInput';

/** Spec 3 section 9: the custom range panel is 372 px wide. */
const CUSTOM_PANEL_WIDTH = '372px';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '160px', maxWidth: '100%' },
  panel: { width: CUSTOM_PANEL_WIDTH, maxWidth: '92vw', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

const LABELS: Record<QuickRange, MessageKey> = {
  any: 'range_any',
  today: 'range_today',
  last7: 'range_last7',
  last30: 'range_last30',
  custom: 'range_custom',
};

export interface DateRangeValue<Q extends string = QuickRange> {
  quick: Q;
  /** The days chosen: a quick range's, or the custom range; null for any time. */
  days: DayRange | null;
}

export const ANY_TIME: DateRangeValue = { quick: 'any', days: null };

/** A picker's quick ranges: each named, and the days it covers on a day (null: no bound); 'custom' opens the panel. */
export interface RangePresets<Q extends string> {
  options: readonly Q[];
  label: (quick: Q) => MessageKey;
  days: (quick: Q, today: string) => DayRange | null;
  /** The latest day a custom range may start on (the history: today); else 1 Feb 2040. */
  latestStart?: () => string;
}

const DEFAULT_PRESETS: RangePresets<QuickRange> = { options: QUICK_RANGES, label: (quick) => LABELS[quick], days: quickRangeDays };

const todayDay = () => new Date().toISOString().slice(0, 10);

/**
 * The date-range picker of spec 3: quick ranges, or a custom range set in a panel that applies its start
 * and end when it closes, within 1 Feb 2000 and 1 Feb 2040, the end never before the start.
 */
export function DateRangePicker<Q extends string = QuickRange>({
  label,
  value,
  onChange,
  presets = DEFAULT_PRESETS as unknown as RangePresets<Q>,
}: {
  label: string;
  value: DateRangeValue<Q>;
  onChange: (next: DateRangeValue<Q>) => void;
  presets?: RangePresets<Q>;
}) {
  const styles = useStyles();
  const t = useT();
  const labelId = useId();
  const [editing, setEditing] = useState<DayRange | null>(null);
  const latestStart = presets.latestStart?.() ?? DATE_RANGE_MAX;
  const rangeText = (days: DayRange) =>
    t('range_summary', { start: formats.date(days.start, { utcDay: true }), end: formats.date(days.end, { utcDay: true }) });
  const choose = (quick: Q) => {
    if (quick === 'custom') {
      const today = todayDay();
      const start = today > latestStart ? latestStart : today;
      setEditing(value.days ?? { start, end: start });
      return;
    }
    onChange({ quick, days: presets.days(quick, todayDay()) });
  };
  const applyCustom = () => {
    if (editing) onChange({ quick: 'custom' as Q, days: editing });
    setEditing(null);
  };

  return (
    <div className={styles.root}>
      <Field label={{ children: label, id: labelId }}>
        <Dropdown
          className={styles.dropdown}
          aria-labelledby={labelId}
          value={value.quick === 'custom' && value.days ? rangeText(value.days) : t(presets.label(value.quick))}
          selectedOptions={[value.quick]}
          onOptionSelect={(_, data) => choose(data.optionValue as Q)}
        >
          {presets.options.map((quick) => (
            <Option key={quick} value={quick}>
              {t(presets.label(quick))}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Popover open={editing !== null} onOpenChange={(_, data) => !data.open && applyCustom()} trapFocus positioning="below-start">
        <PopoverTrigger disableButtonEnhancement>
          <Button icon={<CalendarRegular />} aria-label={t('range_custom')} onClick={() => choose('custom' as Q)} />
        </PopoverTrigger>
        <PopoverSurface className={styles.panel} aria-label={t('range_custom')}>
          {editing && (
            <>
              <Field label={t('range_start')}>
                <DateInput
                  value={editing.start}
                  min={DATE_RANGE_MIN}
                  max={editing.end < latestStart ? editing.end : latestStart}
                  onChange={(day) => day && setEditing(withStart(editing, day))}
                />
              </Field>
              <Field label={t('range_end')}>
                <DateInput
                  value={editing.end}
                  min={editing.start}
                  max={DATE_RANGE_MAX}
                  onChange={(day) => day && setEditing(withEnd(editing, day))}
                />
              </Field>
              <Button appearance="primary" onClick={applyCustom}>
                {t('range_done')}
              </Button>
            </>
          )}
        </PopoverSurface>
      </Popover>
    </div>
  );
}
