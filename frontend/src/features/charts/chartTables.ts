import { type ChartWidget, type ChartsResponse, type CsvCell, FORECAST_CONFIDENCES } from '@listboard/shared';
import type { Translate } from '../../i18n/i18n';

/** A chart as rows: its table view, and its CSV export (the same figures). */
export interface ChartTable {
  header: string[];
  rows: CsvCell[][];
}

const statusName = (t: Translate, status: string) => status || t('charts_no_status');

/**
 * Each widget's figures as a table. Periods stay ISO days (YYYY-MM-DD) and numbers stay numbers, so a
 * spreadsheet reads the CSV in any language; the table view formats them for the reader.
 */
export function chartTable(widget: ChartWidget, data: ChartsResponse, t: Translate): ChartTable {
  switch (widget) {
    case 'status':
      return {
        header: [t('charts_col_status'), t('charts_cards')],
        rows: data.status.counts.map((row) => [statusName(t, row.status), row.count]),
      };
    case 'members': {
      const statuses = [...new Set(data.members.rows.flatMap((row) => Object.keys(row.byStatus)))];
      return {
        header: [t('charts_col_member'), ...statuses.map((status) => statusName(t, status)), t('charts_cards')],
        rows: data.members.rows.map((row) => [
          row.member ?? t('charts_unassigned'),
          ...statuses.map((status) => row.byStatus[status] ?? 0),
          row.total,
        ]),
      };
    }
    case 'completion':
      return {
        header: [t('charts_col_result'), t('charts_cards')],
        rows: [
          [t('charts_on_time'), data.completion.onTime],
          [t('charts_overdue'), data.completion.overdue],
        ],
      };
    case 'burndown':
      return {
        header: [t('charts_col_period'), t('charts_created'), t('charts_open'), t('charts_closed')],
        rows: data.burndown.points.map((point) => [point.label, point.created, point.open, point.closed]),
      };
    case 'leadTime':
      return {
        header: [t('charts_col_period'), ...data.leadTime.stages.map((stage) => statusName(t, stage)), t('charts_cards')],
        rows: data.leadTime.points.map((point) => [
          point.label,
          ...data.leadTime.stages.map((stage) => point.byStage[stage] ?? 0),
          point.cards,
        ]),
      };
    case 'flow':
      return {
        header: [t('charts_col_period'), ...data.columns],
        rows: data.flow.points.map((point) => [point.label, ...data.columns.map((column) => point.byColumn[column] ?? 0)]),
      };
    case 'cycleTime':
      return {
        header: [t('charts_col_column'), t('charts_cards'), t('charts_median'), t('charts_p85')],
        rows: data.cycleTime.columns.map((row) => [row.column, row.samples, row.median, row.p85]),
      };
    case 'throughput':
      return { header: [t('charts_col_day'), t('charts_cards')], rows: data.throughput.points.map((point) => [point.label, point.cards]) };
    case 'cycleScatter':
      return {
        header: [t('charts_col_day'), t('charts_col_card'), t('charts_cycle_days')],
        rows: data.cycleScatter.points.map((point) => [point.finished, point.card, Math.round(point.days * 10) / 10]),
      };
    case 'forecast': {
      const { byDate, forCards } = data.forecast;
      return {
        header: [
          t('charts_col_confidence'),
          t('forecast_cards_by', { date: byDate.date }),
          t('forecast_days_for', { count: forCards.cards }),
          t('forecast_done_by'),
        ],
        rows: FORECAST_CONFIDENCES.map((confidence) => [
          `${confidence}%`,
          byDate.cards[confidence],
          forCards.days[confidence],
          forCards.dates[confidence],
        ]),
      };
    }
  }
}

/** Whether a widget has anything to draw. */
export function hasFigures(widget: ChartWidget, data: ChartsResponse): boolean {
  const table = chartTable(widget, data, (key) => key);
  if (widget === 'completion') return data.completion.onTime + data.completion.overdue > 0;
  if (widget === 'forecast') return data.forecast.finished > 0;
  if (widget === 'cycleScatter') return data.cycleScatter.points.length > 0;
  return table.rows.some((row) => row.slice(1).some((cell) => typeof cell === 'number' && cell > 0));
}
