export { type CardChange, type CardHistory, type ReportDays, type ReportScale, type ReportWindow } from './cardHistory';
export { MAX_REPORT_BUCKETS, type ReportBucket, calendarDayOf, dayBounds, isoDayAt, isoDayOf, reportBuckets } from './buckets';
export { type StatusSpan, dueAt, isAliveAt, membersAt, statusAt, statusSpans } from './cardStates';
export { type Completion, type MemberCount, type StatusCount, completion, memberCounts, statusCounts } from './statusCharts';
export {
  type BurndownPoint,
  DEFAULT_BURNDOWN_END_STATUSES,
  DEFAULT_BURNDOWN_START_STATUSES,
  type FlowPoint,
  type LeadTimePoint,
  burndown,
  cumulativeFlow,
  defaultLeadTimeStages,
  leadTimes,
} from './flowCharts';
export { type CycleTime, cycleTimes, percentile } from './percentiles';
export { ON_TIME_COLOR, OVERDUE_COLOR, PIE_PALETTE, REPORT_WIDGETS, barChartHeight, chartWidths } from './chartLayout';
export { type CsvCell, type CsvStyle, chartCsvFileName, csvStyleFor, toCsv } from './chartCsv';
export { chartRangeDays } from './chartRanges';
export { HISTORY_EARLIEST_DAY, HISTORY_RANGES, type HistoryRange, historyRangeDays } from './historyRanges';
export {
  FORECAST_CONFIDENCES,
  FORECAST_HORIZON_DAYS,
  FORECAST_TRIALS,
  type Forecast,
  type ForecastConfidence,
  type Simulation,
  cardsBySamples,
  dailyThroughput,
  daysForSamples,
  finishedAt,
  forecastCardsBy,
  forecastDaysFor,
} from './forecasts';
export {
  AGING_MIN_SAMPLES,
  type AgingLevel,
  type AgingScale,
  type CardAge,
  type FlowColumns,
  type AgeMarks,
  type FlowFacts,
  ageMarksAfterMove,
  ageMarksOf,
  ageMarksOfFacts,
  agingLevelOf,
  agingScaleOf,
  agingScaleOfTimes,
  cycleTimeOfFacts,
  flowFactsOf,
  cardAgeOf,
  cycleTimeOf,
  boardFlowColumns,
  flowColumnsOf,
  inColumnSince,
} from './aging';
export { type ColumnStay, type ColumnVersion, columnPathOf } from './cardTimeline';
export {
  type BoardForecast,
  type CycleTimePoint,
  type ForecastSettings,
  boardForecast,
  cycleTimeScatter,
  throughputPoints,
} from './forecastCharts';
