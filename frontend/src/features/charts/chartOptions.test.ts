import { describe, expect, it } from 'vitest';
import { type ChartWidget, ON_TIME_COLOR, OVERDUE_COLOR, PIE_PALETTE } from '@listboard/shared';
import { createTranslate } from '../../i18n/i18n';
import { CATEGORY_LABEL_PX, type ChartLook, LEGEND_NAME_PX, NARROW_DONUT_PX, chartOption } from './chartOptions';
import { CHARTS } from './testing/chartsAnswer';

const t = createTranslate('en-US');

/** Days as a reader in en-US sees them on an axis; numbers with a mark, to tell the formatter was used. */
const LOOK: ChartLook = {
  text: '#242424',
  lines: '#8a8886',
  day: (isoDay) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`)),
  number: (value) => `#${value}`,
};

interface Series {
  name?: string;
  type: string;
  data: unknown[];
  stack?: string;
  areaStyle?: object;
  symbol?: string;
  radius?: string[];
  label?: { alignTo?: string; overflow?: string };
}
interface Axis {
  type: string;
  data?: string[];
  inverse?: boolean;
  axisLabel?: { width?: number; overflow?: string };
}
interface Media {
  query?: { maxWidth: number };
  option: { series: { label: { show: boolean } }[]; legend: { formatter: string | ((name: string) => string) } };
}
interface Option {
  media?: Media[];
  aria: { enabled: boolean; label: { description: string } };
  animation: boolean;
  color: string[];
  tooltip: { trigger: string; valueFormatter: (value: unknown) => string };
  legend: { textStyle: { width?: number; overflow?: string }; tooltip?: { show: boolean } };
  xAxis?: Axis;
  yAxis?: Axis;
  series: Series[];
}

const optionOf = (widget: ChartWidget, data = CHARTS) => chartOption(widget, data, t, LOOK, `Title of ${widget}`) as unknown as Option;

describe('chartOption', () => {
  it('draws the completion as a donut in the on-time green and overdue red, not the palette', () => {
    const option = optionOf('completion');
    expect(option.series).toHaveLength(1);
    const [donut] = option.series;
    expect(donut.type).toBe('pie');
    expect(donut.radius).toEqual(['45%', '70%']);
    expect(donut.data).toEqual([
      { name: 'On time', value: 2, itemStyle: { color: ON_TIME_COLOR } },
      { name: 'Overdue', value: 1, itemStyle: { color: OVERDUE_COLOR } },
    ]);
  });

  it('names the values in the legend instead of beside the slices when a donut is narrow, where labels would be cut', () => {
    const [wide, narrow] = optionOf('status').media ?? [];
    expect(wide.query).toBeUndefined();
    expect(wide.option.series[0].label.show).toBe(true);
    expect(wide.option.legend.formatter).toBe('{name}');
    expect(narrow.query).toEqual({ maxWidth: NARROW_DONUT_PX });
    expect(narrow.option.series[0].label.show).toBe(false);
    const legend = narrow.option.legend.formatter as (name: string) => string;
    expect(['To do', 'Done', '(no status)'].map(legend)).toEqual(['To do: #2', 'Done: #3', '(no status): #1']);
  });

  it('wraps long names inside the chart rather than cutting them at its edges', () => {
    expect(optionOf('status').series[0].label).toMatchObject({ alignTo: 'edge', overflow: 'break' });
    expect(optionOf('members').yAxis?.axisLabel).toMatchObject({ width: CATEGORY_LABEL_PX, overflow: 'break' });
    expect(optionOf('cycleTime').xAxis?.axisLabel).toMatchObject({ width: CATEGORY_LABEL_PX, overflow: 'break' });
    // Days are short: their axis keeps ECharts' own spacing.
    expect(optionOf('burndown').xAxis?.axisLabel?.overflow).toBeUndefined();
  });

  it('shortens a legend name longer than the legend can hold, the whole name in its tooltip', () => {
    for (const widget of ['status', 'members', 'flow'] as const) {
      const { legend } = optionOf(widget);
      expect(legend.textStyle).toMatchObject({ width: LEGEND_NAME_PX, overflow: 'truncate' });
      expect(legend.tooltip).toEqual({ show: true });
    }
  });

  it('leaves an empty slice out of a donut', () => {
    const option = optionOf('completion', { ...CHARTS, completion: { ...CHARTS.completion, onTime: 0 } });
    expect(option.series[0].data).toEqual([{ name: 'Overdue', value: 1, itemStyle: { color: OVERDUE_COLOR } }]);
  });

  it('draws the statuses as a donut in the palette, without zero slices, the cards without a status named', () => {
    const option = optionOf('status');
    expect(option.series).toHaveLength(1);
    expect(option.series[0].type).toBe('pie');
    expect(option.series[0].data).toEqual([
      { name: 'To do', value: 2 },
      { name: 'Done', value: 3 },
      { name: '(no status)', value: 1 },
    ]);
    expect(option.color).toEqual([...PIE_PALETTE]);
  });

  it('draws the members as horizontal stacked bars: people down the side in order, one series per status, no total series', () => {
    const option = optionOf('members');
    expect(option.xAxis?.type).toBe('value');
    expect(option.yAxis).toMatchObject({
      type: 'category',
      inverse: true,
      data: ['Megan Bowen', 'Alex Wilber', 'Unassigned', 'Nestor Wilke', 'Lidia Holloway'],
    });
    expect(option.series.map((series) => series.name)).toEqual(['To do', 'Doing', 'Done', 'Old']);
    for (const series of option.series) expect(series).toMatchObject({ type: 'bar', stack: 'total' });
    expect(option.series[3].data).toEqual([0, 1, 0, 0, 0]);
  });

  it("draws the burndown as unstacked lines over the periods, labelled as days in the reader's language", () => {
    const option = optionOf('burndown');
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Nov 24', 'Nov 25', 'Nov 26'] });
    expect(option.yAxis?.type).toBe('value');
    expect(option.series.map((series) => [series.name, series.type, series.stack, series.data])).toEqual([
      ['New', 'line', undefined, [3, 0, 1]],
      ['Open', 'line', undefined, [1, 1, 0]],
      ['Closed', 'line', undefined, [0, 1, 3]],
    ]);
  });

  it('draws the lead time as stacked columns per stage over day-labelled periods, without the cards count', () => {
    const option = optionOf('leadTime');
    expect(option.xAxis?.data).toEqual(['Nov 16', 'Nov 23']);
    expect(option.series.map((series) => [series.name, series.type, series.stack, series.data])).toEqual([
      ['To do', 'bar', 'total', [1.5, 0]],
      ['Doing', 'bar', 'total', [2, 0.5]],
    ]);
  });

  it('draws the cumulative flow as stacked areas, one per column', () => {
    const option = optionOf('flow');
    expect(option.xAxis?.data).toEqual(['Nov 25', 'Nov 26']);
    expect(option.series.map((series) => series.name)).toEqual(['To do', 'Doing', 'Done']);
    for (const series of option.series) expect(series).toMatchObject({ type: 'line', stack: 'total', areaStyle: {}, symbol: 'none' });
    expect(option.series[1].data).toEqual([1, 0]);
  });

  it('draws the cycle time as side-by-side columns of the median and 85th percentile per column, gaps where there are no samples', () => {
    const option = optionOf('cycleTime');
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['To do', 'Done'] });
    expect(option.series.map((series) => [series.name, series.type, series.stack, series.data])).toEqual([
      ['Median (days)', 'bar', undefined, [1.5, null]],
      ['85th percentile (days)', 'bar', undefined, [3, null]],
    ]);
  });

  it('has one series for each donut and one per figure for the others', () => {
    const counts = Object.fromEntries(
      (['status', 'members', 'completion', 'burndown', 'leadTime', 'flow', 'cycleTime'] as const).map((widget) => [
        widget,
        optionOf(widget).series.length,
      ]),
    );
    expect(counts).toEqual({ status: 1, members: 4, completion: 1, burndown: 3, leadTime: 2, flow: 3, cycleTime: 2 });
  });

  it('describes itself to screen readers, draws without animation, and formats values in the tooltip', () => {
    for (const widget of ['status', 'burndown'] as const) {
      const option = optionOf(widget);
      expect(option.aria).toEqual({ enabled: true, label: { description: `Title of ${widget}` } });
      expect(option.animation).toBe(false);
      expect(option.tooltip.valueFormatter(1234)).toBe('#1234');
      expect(option.tooltip.valueFormatter('n/a')).toBe('n/a');
    }
    expect(optionOf('status').tooltip.trigger).toBe('item');
    expect(optionOf('burndown').tooltip.trigger).toBe('axis');
  });
});

describe('the flow widgets (docs/reporting.md#forecasts)', () => {
  it('draws the throughput as columns over day-labelled days', () => {
    const option = chartOption('throughput', CHARTS, t, LOOK, 'Throughput') as { xAxis: { data: string[] }; series: Series[] };
    expect(option.xAxis.data).toEqual(['Nov 24', 'Nov 25', 'Nov 26']);
    expect(option.series).toMatchObject([{ type: 'bar', data: [2, 0, 3] }]);
  });

  it('draws each finished card as a point by its day and cycle time, with the 50th, 85th and 95th percentile lines', () => {
    const option = chartOption('cycleScatter', CHARTS, t, LOOK, 'Cycle time') as {
      series: (Series & { markLine: { data: { name: string; yAxis: number }[] } })[];
      tooltip: { formatter: (point: { value: [string, number, string] }) => string };
    };
    expect(option.series[0]).toMatchObject({
      type: 'scatter',
      data: [
        ['2026-11-24', 2.3, 'Fix login'],
        ['2026-11-26', 6, 'Ship it'],
      ],
    });
    // The 85th and 95th percentiles coincide: one line names both.
    expect(option.series[0].markLine.data).toEqual([
      { name: 'P50', yAxis: 2.3 },
      { name: 'P85 · P95', yAxis: 6 },
    ]);
    // A point's tooltip names its card as text, whatever the title holds.
    expect(option.tooltip.formatter({ value: ['2026-11-24', 2.3, '<img src=x onerror=alert(1)>'] })).toBe(
      '&lt;img src=x onerror=alert(1)&gt;<br/>Nov 24: #2.3',
    );
  });
});
