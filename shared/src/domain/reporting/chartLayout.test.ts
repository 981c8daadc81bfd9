import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../contrast';
import { barChartHeight, chartWidths, ON_TIME_COLOR, OVERDUE_COLOR, PIE_PALETTE } from './chartLayout';

describe("the report widgets' widths", () => {
  it("are the default layout's when all are shown", () => {
    expect(chartWidths([true, true, true, true, true])).toEqual([33, 67, 33, 67, 100]);
  });

  it('pair the shown widgets in order: a donut beside a wide chart 33 + 67, two of a kind 50 + 50, one alone the row', () => {
    // Members hidden: the two donuts share a row, the burndown takes the next.
    expect(chartWidths([true, false, true, true, true])).toEqual([50, 0, 50, 100, 100]);
    // Status hidden: the member bars beside the completion donut, then the burndown alone.
    expect(chartWidths([false, true, true, true, false])).toEqual([0, 67, 33, 100, 0]);
    expect(chartWidths([false, true, false, true, true])).toEqual([0, 50, 0, 50, 100]);
    expect(chartWidths([false, true, true, false, false])).toEqual([0, 67, 33, 0, 0]);
    expect(chartWidths([false, false, false, false, true])).toEqual([0, 0, 0, 0, 100]);
    expect(chartWidths([false, false, false, false, false])).toEqual([0, 0, 0, 0, 0]);
    expect(chartWidths([true, true])).toEqual([33, 67, 0, 0, 0]);
    expect(chartWidths([true])).toEqual([100, 0, 0, 0, 0]);
  });
});

describe("the bar charts' height", () => {
  it('is 250 pixels up to four categories, then 55 per category', () => {
    expect([0, 1, 4, 5, 10].map(barChartHeight)).toEqual([250, 250, 250, 275, 550]);
  });
});

describe('the chart colours', () => {
  it("are 15 distinct pie colours, and all reach 3:1 on white and on the dark themes' background", () => {
    expect(new Set(PIE_PALETTE.map((color) => color.toUpperCase())).size).toBe(15);
    for (const color of [...PIE_PALETTE, ON_TIME_COLOR, OVERDUE_COLOR]) {
      expect(color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(contrastRatio(color, '#FFFFFF')).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(color, '#292929')).toBeGreaterThanOrEqual(3);
    }
  });
});
