/** The spec's report widgets, in the order chartWidths reads and answers them. */
export const REPORT_WIDGETS = ['status', 'members', 'completion', 'burndown', 'leadTime'] as const;

/** The donuts need a third of a row; the member bars and the burndown two thirds; the lead times a row of their own. */
const SMALL = new Set([0, 2]);
const FULL_ROW = 4;

/**
 * Each widget's width in percent, `shown` in the order of REPORT_WIDGETS (a missing entry is hidden); a
 * hidden widget gets 0. The shown widgets fill rows two at a time in their order, the lead times alone:
 * a donut beside a wide chart keeps 33 + 67 (the default layout: status and members, completion and
 * burndown, then lead time at 100), two of a kind share 50 + 50, and one left alone takes the row.
 */
export function chartWidths(shown: readonly boolean[]): number[] {
  const widths = REPORT_WIDGETS.map(() => 0);
  const paired = REPORT_WIDGETS.map((_, index) => index).filter((index) => index !== FULL_ROW && shown[index] === true);
  for (let start = 0; start < paired.length; start += 2) {
    const [first, second] = paired.slice(start, start + 2);
    if (second === undefined) widths[first] = 100;
    else if (SMALL.has(first) === SMALL.has(second)) [widths[first], widths[second]] = [50, 50];
    else [widths[first], widths[second]] = SMALL.has(first) ? [33, 67] : [67, 33];
  }
  if (shown[FULL_ROW] === true) widths[FULL_ROW] = 100;
  return widths;
}

const BAR_CHART_MIN_HEIGHT = 250;
const BAR_HEIGHT = 55;
const CATEGORIES_IN_MIN_HEIGHT = 4;

/** A bar chart's height in pixels: room for four categories, then 55 for each category. */
export function barChartHeight(categories: number): number {
  return categories > CATEGORIES_IN_MIN_HEIGHT ? categories * BAR_HEIGHT : BAR_CHART_MIN_HEIGHT;
}

/**
 * Slice colours for the pies, in order: each reaches 3:1 (WCAG's contrast for graphics) against white
 * and against the dark themes' #292929, so a slice stands out on either; neighbours differ in hue.
 */
export const PIE_PALETTE: readonly string[] = [
  '#0078D4',
  '#CA5010',
  '#498205',
  '#C239B3',
  '#038387',
  '#C77C00',
  '#7160E8',
  '#D6366F',
  '#00A36C',
  '#986F0B',
  '#0086B3',
  '#A5673F',
  '#7A7F00',
  '#E43BA6',
  '#69797E',
];

/** The completion chart's colours, with the same contrast as the palette's. */
export const ON_TIME_COLOR = '#2E8540';
export const OVERDUE_COLOR = '#DC3C40';
