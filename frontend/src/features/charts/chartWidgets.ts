import type { ChartRange, ChartWidget } from '@listboard/shared';
import type { MessageKey } from '../../i18n/i18n';

export type RangeKind = ChartRange['kind'];
export type Scale = 'days' | 'weeks' | 'months' | 'years';

/** What each widget offers (spec 3 section 9): its ranges ('all' where it adds it, 'this week' on the members chart) and scales. */
export interface WidgetSpec {
  id: ChartWidget;
  title: MessageKey;
  ranges: readonly RangeKind[];
  scales: readonly Scale[];
}

const BASE: readonly RangeKind[] = ['thisMonth', 'last7', 'last30', 'custom'];

export const WIDGETS: readonly WidgetSpec[] = [
  { id: 'status', title: 'charts_widget_status', ranges: [...BASE, 'all'], scales: [] },
  { id: 'members', title: 'charts_widget_members', ranges: ['thisWeek', ...BASE, 'all'], scales: [] },
  { id: 'completion', title: 'charts_widget_completion', ranges: [...BASE, 'all'], scales: [] },
  { id: 'burndown', title: 'charts_widget_burndown', ranges: BASE, scales: ['days', 'weeks', 'months', 'years'] },
  { id: 'leadTime', title: 'charts_widget_leadTime', ranges: [...BASE, 'all'], scales: ['days', 'weeks'] },
  { id: 'flow', title: 'charts_widget_flow', ranges: BASE, scales: [] },
  { id: 'cycleTime', title: 'charts_widget_cycleTime', ranges: [...BASE, 'all'], scales: [] },
  { id: 'throughput', title: 'charts_widget_throughput', ranges: BASE, scales: [] },
  { id: 'cycleScatter', title: 'charts_widget_cycleScatter', ranges: [...BASE, 'all'], scales: [] },
  // The forecast has its own sample window instead of a range (docs/reporting.md#forecasts).
  { id: 'forecast', title: 'charts_widget_forecast', ranges: [], scales: [] },
];

export const RANGE_LABELS: Record<RangeKind, MessageKey> = {
  thisMonth: 'charts_range_thisMonth',
  last7: 'charts_range_last7',
  last30: 'charts_range_last30',
  thisWeek: 'charts_range_thisWeek',
  all: 'charts_range_all',
  custom: 'range_custom',
};

export const SCALE_LABELS: Record<Scale, MessageKey> = {
  days: 'charts_scale_days',
  weeks: 'charts_scale_weeks',
  months: 'charts_scale_months',
  years: 'charts_scale_years',
};
