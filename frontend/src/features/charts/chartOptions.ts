import { type EChartsCoreOption, format } from 'echarts/core';
import { type ChartWidget, type ChartsResponse, ON_TIME_COLOR, OVERDUE_COLOR, PIE_PALETTE } from '@listboard/shared';
import type { Translate } from '../../i18n/i18n';
import { chartTable } from './chartTables';

/** What a chart needs to read well on the page: its colours on the theme, and how days and numbers are written. */
export interface ChartLook {
  text: string;
  lines: string;
  day: (isoDay: string) => string;
  number: (value: number) => string;
}

/**
 * Long status, column and people names would run past the chart's edges and be cut mid-glyph: category
 * axes wrap their names at this width (the grid makes room for the lines), and legend entries longer than
 * LEGEND_NAME_PX end in an ellipsis, the whole name in the entry's tooltip.
 */
export const CATEGORY_LABEL_PX = 96;
export const LEGEND_NAME_PX = 160;

const base = (look: ChartLook, title: string): EChartsCoreOption => ({
  // ECharts writes a description of the chart for screen readers from its data.
  aria: { enabled: true, label: { description: title } },
  animation: false,
  color: [...PIE_PALETTE],
  textStyle: { color: look.text },
  tooltip: { trigger: 'item', valueFormatter: (value: unknown) => (typeof value === 'number' ? look.number(value) : String(value)) },
  legend: {
    type: 'scroll',
    bottom: 0,
    tooltip: { show: true },
    textStyle: { color: look.text, width: LEGEND_NAME_PX, overflow: 'truncate' },
    pageTextStyle: { color: look.text },
  },
});

const axisStyle = (look: ChartLook) => ({
  axisLabel: { color: look.text },
  axisLine: { lineStyle: { color: look.lines } },
  splitLine: { lineStyle: { color: look.lines, opacity: 0.4 } },
});

/** Narrower than this, a donut's labels would be cut at the chart's edges: the legend names the values instead. */
export const NARROW_DONUT_PX = 420;

function donut(look: ChartLook, title: string, slices: { name: string; value: number; color?: string }[]): EChartsCoreOption {
  const shown = slices.filter((slice) => slice.value > 0);
  const values = new Map(shown.map((slice) => [slice.name, slice.value]));
  return {
    ...base(look, title),
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        // Aligned to the chart's edges, a label gets the room between its line and the edge, and wraps within it.
        label: { color: look.text, formatter: '{b}: {c}', alignTo: 'edge', edgeDistance: 8, overflow: 'break' },
        data: shown.map((slice) => ({
          name: slice.name,
          value: slice.value,
          ...(slice.color ? { itemStyle: { color: slice.color } } : {}),
        })),
      },
    ],
    // ECharts' media queries go by the chart's own width; the first entry, without a query, is the wide look.
    media: [
      { option: { series: [{ label: { show: true } }], legend: { formatter: '{name}' } } },
      {
        query: { maxWidth: NARROW_DONUT_PX },
        option: {
          series: [{ label: { show: false } }],
          legend: { formatter: (name: string) => `${name}: ${look.number(values.get(name) ?? 0)}` },
        },
      },
    ],
  };
}

/** Columns or lines over categories, one series per table column after the first. */
function overCategories(
  look: ChartLook,
  title: string,
  table: { header: string[]; rows: (string | number | null)[][] },
  kind: 'bar' | 'line',
  options: {
    stack?: boolean;
    horizontal?: boolean;
    area?: boolean;
    dayLabels?: boolean;
    skipLast?: boolean;
  },
): EChartsCoreOption {
  const names = table.header.slice(1, options.skipLast ? -1 : undefined);
  const categories = table.rows.map((row) => (options.dayLabels ? look.day(String(row[0])) : String(row[0])));
  const style = axisStyle(look);
  const categoryLabel = options.dayLabels ? style.axisLabel : { ...style.axisLabel, width: CATEGORY_LABEL_PX, overflow: 'break' };
  const category = { type: 'category', data: categories, ...style, axisLabel: categoryLabel };
  const value = { type: 'value', minInterval: 1, ...axisStyle(look) };
  return {
    ...base(look, title),
    tooltip: { ...(base(look, title).tooltip as object), trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 48, containLabel: true },
    xAxis: options.horizontal ? value : category,
    yAxis: options.horizontal ? { ...category, inverse: true } : value,
    series: names.map((name, index) => ({
      name,
      type: kind,
      data: table.rows.map((row) => row[index + 1]),
      ...(options.stack ? { stack: 'total' } : {}),
      ...(options.area ? { areaStyle: {}, symbol: 'none' } : {}),
      emphasis: { focus: 'series' },
    })),
  };
}

/** The ECharts option of a widget from the server's figures. */
export function chartOption(widget: ChartWidget, data: ChartsResponse, t: Translate, look: ChartLook, title: string): EChartsCoreOption {
  const table = chartTable(widget, data, t);
  switch (widget) {
    case 'status':
      return donut(
        look,
        title,
        table.rows.map((row) => ({ name: String(row[0]), value: Number(row[1]) })),
      );
    case 'completion':
      return donut(look, title, [
        { name: t('charts_on_time'), value: data.completion.onTime, color: ON_TIME_COLOR },
        { name: t('charts_overdue'), value: data.completion.overdue, color: OVERDUE_COLOR },
      ]);
    case 'members':
      return overCategories(look, title, table, 'bar', { stack: true, horizontal: true, skipLast: true });
    case 'burndown':
      return overCategories(look, title, table, 'line', { dayLabels: true });
    case 'leadTime':
      return overCategories(look, title, table, 'bar', { stack: true, dayLabels: true, skipLast: true });
    case 'flow':
      return overCategories(look, title, table, 'line', { stack: true, area: true, dayLabels: true });
    case 'cycleTime':
      return overCategories(
        look,
        title,
        { header: [table.header[0], table.header[2], table.header[3]], rows: table.rows.map((row) => [row[0], row[2], row[3]]) },
        'bar',
        {},
      );
    case 'throughput':
      return overCategories(look, title, table, 'bar', { dayLabels: true });
    case 'cycleScatter':
      return cycleScatterOption(data, look, title, table.header[2]);
    case 'forecast':
      return overCategories(look, title, { header: table.header.slice(0, 2), rows: table.rows.map((row) => row.slice(0, 2)) }, 'bar', {});
  }
}

/**
 * The finished cards by the day they were finished and their cycle time, with the 50th, 85th and 95th percentile
 * lines (docs/reporting.md#forecasts); a point's tooltip names its card.
 */
function cycleScatterOption(data: ChartsResponse, look: ChartLook, title: string, valueName: string): EChartsCoreOption {
  const days = [...new Set(data.cycleScatter.points.map((point) => point.finished))].sort();
  const { percentiles } = data.cycleScatter;
  // Percentiles of few cards often coincide: one line then carries both names, so none hides behind another.
  const lines: { name: string; yAxis: number }[] = [];
  for (const p of [50, 85, 95] as const) {
    const value = percentiles[p];
    if (value === null) continue;
    const yAxis = Math.round(value * 10) / 10;
    const same = lines.find((line) => line.yAxis === yAxis);
    if (same) same.name = `${same.name} · P${p}`;
    else lines.push({ name: `P${p}`, yAxis });
  }
  return {
    ...base(look, title),
    tooltip: {
      trigger: 'item',
      // The tooltip is HTML, and a card's title is anyone's text.
      formatter: (point: { value: [string, number, string] }) =>
        `${format.encodeHTML(point.value[2])}<br/>${look.day(point.value[0])}: ${look.number(point.value[1])}`,
    },
    // Room above the plot for the value axis's name, which the grid's label room does not count.
    grid: { left: 8, right: 16, top: 40, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: days, ...axisStyle(look), axisLabel: { color: look.text, formatter: look.day } },
    yAxis: { type: 'value', name: valueName, nameTextStyle: { color: look.text }, ...axisStyle(look) },
    series: [
      {
        name: valueName,
        type: 'scatter',
        symbolSize: 8,
        data: data.cycleScatter.points.map((point) => [point.finished, Math.round(point.days * 10) / 10, point.card]),
        markLine: {
          symbol: 'none',
          // Above its line at the plot's right end: beside the end, a narrow screen cut the label off.
          label: { color: look.text, formatter: '{b}: {c}', position: 'insideEndTop' },
          lineStyle: { color: look.lines, type: 'dashed' },
          data: lines,
        },
      },
    ],
  };
}
