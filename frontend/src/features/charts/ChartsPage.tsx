import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  type ChartWidget,
  type ChartsResponse,
  barChartHeight,
  chartCsvFileName,
  chartWidths,
  csvStyleFor,
  readableFontColor,
  toCsv,
} from '@listboard/shared';
import { updateBoardView } from '../../api/boardView';
import { useBoardView } from '../../api/hooks/useBoardView';
import { useOpenConfiguration } from '../../api/hooks/useOpenConfiguration';
import { useBoard } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { fetchCharts } from '../../api/reportEndpoints';
import { useHostNavigate } from '../../host/hostNavigation';
import { formats } from '../../i18n/formats';
import { appLocale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { MultiChoiceField } from '../../ui/MultiChoiceField';
import { BusySpinner } from '../../ui/BusySpinner';
import { downloadText } from '../../ui/download';
import { PageFrame } from '../../ui/PageFrame';
import { ReportActions } from '../../ui/ReportActions';
import { useThemeSurface } from '../../ui/themeSurface';
import { useIsMobile } from '../../ui/useIsMobile';
import { ChartWidgetCard } from './ChartWidgetCard';
import { ChartsFilterBar, withoutChip } from './ChartsFilterBar';
import { ChartsTour } from './ChartsTour';
import { type ChartLook, chartOption } from './chartOptions';
import {
  type Collapsed,
  DEFAULT_RANGES,
  type WidgetRanges,
  type WorkflowChoices,
  chartsRequestOf,
  storeCollapsed,
  storeWorkflow,
  storedCollapsed,
  storedWorkflow,
} from './chartSettings';
import { type ChartTable, chartTable, hasFigures } from './chartTables';
import { WIDGETS } from './chartWidgets';
import { EChart } from './EChart';
import { ForecastSettings, ForecastSummary } from './ForecastParts';

const useStyles = makeStyles({
  grid: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/**
 * The spec's five widgets take 33, 50, 67 or 100 percent by which are shown; the two flow widgets share a row, as do
 * the throughput and the cycle-time scatter; the forecast takes a row of its own.
 */
function widthsOf(shown: Record<ChartWidget, boolean>, mobile: boolean): Record<ChartWidget, number> {
  const five = chartWidths(WIDGETS.slice(0, 5).map((widget) => shown[widget.id]));
  const flowPair = shown.flow && shown.cycleTime ? 50 : 100;
  const widths = Object.fromEntries(WIDGETS.slice(0, 5).map((widget, index) => [widget.id, five[index]])) as Record<ChartWidget, number>;
  widths.flow = flowPair;
  widths.cycleTime = flowPair;
  const finishedPair = shown.throughput && shown.cycleScatter ? 50 : 100;
  widths.throughput = finishedPair;
  widths.cycleScatter = finishedPair;
  widths.forecast = 100;
  return mobile ? (Object.fromEntries(WIDGETS.map((widget) => [widget.id, 100])) as Record<ChartWidget, number>) : widths;
}

function heightOf(widget: ChartWidget, data: ChartsResponse): number {
  if (widget === 'members') return barChartHeight(data.members.rows.length);
  if (widget === 'forecast') return 220;
  return widget === 'status' || widget === 'completion' ? 300 : 340;
}

/**
 * Spec 3 section 2, /charts/{boardId}: the board's widgets drawn with ECharts from the server's figures, for
 * the cards the board's filters and the search pick; each widget with its range, scale and status
 * choices, a table view and a CSV export. Only people with canViewCharts get here; the server checks it too.
 */
export function ChartsPage() {
  const styles = useStyles();
  const t = useT();
  const mobile = useIsMobile();
  const surface = useThemeSurface();
  const boardId = useParams().boardId ?? '';
  const board = useBoard(boardId);
  const view = useBoardView(boardId);
  const openConfiguration = useOpenConfiguration(useHostNavigate());
  const [widgets, setWidgets] = useState<WidgetRanges>(DEFAULT_RANGES);
  const [workflow, setWorkflow] = useState<WorkflowChoices>(() => storedWorkflow(boardId));
  const [collapsed, setCollapsed] = useState<Collapsed>(storedCollapsed);
  const request = chartsRequestOf(boardId, view.filter, view.searchKey, widgets, workflow);
  const charts = useQuery({
    queryKey: queryKeys.charts(boardId, request),
    queryFn: ({ signal }) => fetchCharts(request, signal),
    placeholderData: keepPreviousData,
    enabled: board.data?.canViewCharts === true,
  });
  const look: ChartLook = useMemo(
    () => ({
      text: readableFontColor(surface, ['#242424', '#ffffff']),
      lines: '#8a8886',
      day: (day) => formats.date(day, { utcDay: true }),
      number: formats.number,
    }),
    [surface],
  );
  const collapse = (next: Collapsed) => {
    setCollapsed(next);
    storeCollapsed(next);
  };
  const choose = (change: WorkflowChoices) => {
    const next = { ...workflow, ...change };
    setWorkflow(next);
    storeWorkflow(boardId, next);
  };
  const onSearch = useCallback((searchKey: string) => updateBoardView(boardId, { searchKey }), [boardId]);

  if (board.isError)
    return (
      <PageFrame title={t('report_board_missing')}>
        <InlineAlert intent="error" message={board.error.message} />
      </PageFrame>
    );
  if (!board.data) return <BusySpinner label={t('loading')} />;
  const config = board.data;
  if (!config.canViewCharts)
    return (
      <PageFrame title={t('charts_heading', { board: config.name })}>
        <InlineAlert intent="error" message={t('access_denied_error')} />
      </PageFrame>
    );
  const data = charts.data;
  const shown = Object.fromEntries(WIDGETS.map((widget) => [widget.id, config.charts[widget.id].show])) as Record<ChartWidget, boolean>;
  const widths = widthsOf(shown, mobile);
  const visible = WIDGETS.filter((widget) => shown[widget.id]);
  const allCollapsed = visible.every((widget) => collapsed[widget.id]);
  const columns = config.columnDefinitions.map((column) => column.value);
  const statusOptions = columns.map((column) => ({ value: column, text: column }));
  const cellText = (cell: ChartTable['rows'][number][number], column: number) =>
    cell === null
      ? '—'
      : typeof cell === 'number'
        ? formats.number(cell)
        : column === 0 && /^\d{4}-\d{2}-\d{2}$/.test(cell)
          ? formats.date(cell, { utcDay: true })
          : cell;
  const choicesOf = (widget: ChartWidget) => {
    if (!data) return null;
    if (widget === 'completion')
      return (
        <MultiChoiceField
          keepOne
          label={t('charts_workflow_end')}
          options={statusOptions}
          chosen={data.completion.endStatuses}
          onChange={(completionEnd) => choose({ completionEnd })}
        />
      );
    if (widget === 'burndown') {
      return (
        <>
          <MultiChoiceField
            keepOne
            label={t('charts_workflow_start')}
            options={statusOptions}
            chosen={data.burndown.startStatuses}
            onChange={(burndownStart) => choose({ burndownStart })}
          />
          <MultiChoiceField
            keepOne
            label={t('charts_workflow_end')}
            options={statusOptions}
            chosen={data.burndown.endStatuses}
            onChange={(burndownEnd) => choose({ burndownEnd })}
          />
        </>
      );
    }
    if (widget === 'forecast')
      return (
        <ForecastSettings
          value={widgets.forecast}
          byDate={data.forecast.byDate.date}
          onChange={(forecast) => setWidgets({ ...widgets, forecast })}
        />
      );
    if (widget === 'leadTime')
      return (
        <MultiChoiceField
          keepOne
          label={t('charts_stages')}
          options={statusOptions}
          chosen={data.leadTime.stages}
          onChange={(leadStages) => choose({ leadStages })}
        />
      );
    return null;
  };

  return (
    <PageFrame title={t('charts_heading', { board: config.name })}>
      <ReportActions board={config} boardId={boardId} current="charts" onOpenConfiguration={openConfiguration} />
      <ChartsFilterBar
        filter={view.filter}
        people={data?.filterPeople ?? []}
        searchKey={view.searchKey}
        onSearch={onSearch}
        onRemove={(removal) => updateBoardView(boardId, { filter: withoutChip(view.filter, removal) })}
        allCollapsed={allCollapsed}
        onCollapseAll={(all) => collapse(Object.fromEntries(WIDGETS.map((widget) => [widget.id, all])))}
      />
      <ChartsTour />
      {charts.isError && <InlineAlert intent="error" message={charts.error.message} />}
      {data && !data.versioning && <InlineAlert intent="warning" message={t('charts_need_history')} />}
      {!data && charts.isPending && <BusySpinner label={t('loading')} />}
      <div className={styles.grid}>
        {visible.map((spec) => {
          const title = t(spec.title);
          const table = data ? chartTable(spec.id, data, t) : null;
          const scale = spec.id === 'burndown' ? widgets.burndownScale : spec.id === 'leadTime' ? widgets.leadTimeScale : undefined;
          return (
            <ChartWidgetCard
              key={spec.id}
              spec={spec}
              width={widths[spec.id]}
              collapsed={collapsed[spec.id] === true}
              onCollapse={(value) => collapse({ ...collapsed, [spec.id]: value })}
              range={widgets.ranges[spec.id]}
              onRange={(range) => setWidgets({ ...widgets, ranges: { ...widgets.ranges, [spec.id]: range } })}
              scale={scale}
              onScale={(next) =>
                setWidgets(
                  spec.id === 'burndown'
                    ? { ...widgets, burndownScale: next }
                    : { ...widgets, leadTimeScale: next === 'days' ? 'days' : 'weeks' },
                )
              }
              choices={choicesOf(spec.id)}
              table={table}
              chart={
                data && hasFigures(spec.id, data) ? (
                  <>
                    {spec.id === 'forecast' && <ForecastSummary forecast={data.forecast} />}
                    <EChart option={chartOption(spec.id, data, t, look, title)} height={heightOf(spec.id, data)} />
                  </>
                ) : null
              }
              exportDisabled={mobile}
              onExport={() =>
                table &&
                downloadText(
                  chartCsvFileName(config.name, title),
                  toCsv([table.header, ...table.rows], csvStyleFor(appLocale)),
                  'text/csv;charset=utf-8',
                )
              }
              cellText={cellText}
            />
          );
        })}
      </div>
    </PageFrame>
  );
}
