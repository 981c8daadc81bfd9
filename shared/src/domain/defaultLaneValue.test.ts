import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asksDefaultLaneValue, defaultLaneChoices, defaultLaneValueProblem } from './defaultLaneValue';
import type { LaneSlot } from './layout';

const lane = (value: string, isDefault = false): LaneSlot => ({
  name: value || 'Unassigned',
  value,
  isDefault,
  isCollapsedByDefault: false,
});
const LANES = [lane('North'), lane('South'), lane('', true)];
const REGION = { type: 'Choice' as const, name: 'Region', choices: ['North', 'South', 'East', 'West'], isAllowFillIn: false };
const ASKING = { showDefaultDroppingDialog: true, isDynamic: false };

describe('asksDefaultLaneValue', () => {
  it('asks only when the board says so, over fixed lanes of a choice or text field', () => {
    expect(asksDefaultLaneValue(ASKING, REGION)).toBe(true);
    expect(asksDefaultLaneValue(ASKING, { type: 'Text' })).toBe(true);
    expect(asksDefaultLaneValue(ASKING, { type: 'MultiChoice' })).toBe(true);
    expect(asksDefaultLaneValue({ ...ASKING, showDefaultDroppingDialog: false }, REGION)).toBe(false);
    expect(asksDefaultLaneValue({ ...ASKING, isDynamic: true }, REGION)).toBe(false);
    expect(asksDefaultLaneValue(ASKING, { type: 'User' })).toBe(false);
    expect(asksDefaultLaneValue(ASKING, null)).toBe(false);
  });
});

describe('defaultLaneChoices', () => {
  it("offers the field's choices that have no lane of their own, in the field's order", () => {
    expect(defaultLaneChoices(REGION, LANES)).toEqual(['East', 'West']);
    expect(defaultLaneChoices({ type: 'Text' }, LANES)).toEqual([]);
  });
});

describe('defaultLaneValueProblem', () => {
  it('takes the empty value and a choice without a lane', () => {
    expect(defaultLaneValueProblem(ASKING, REGION, LANES, '')).toBeNull();
    expect(defaultLaneValueProblem(ASKING, REGION, LANES, 'East')).toBeNull();
    expect(defaultLaneValueProblem(ASKING, { ...REGION, type: 'Text' }, LANES, 'Anything else')).toBeNull();
  });

  it('refuses a value with a lane of its own, a value not among the choices, and a board that does not ask', () => {
    expect(defaultLaneValueProblem(ASKING, REGION, LANES, 'North')).toMatch(/lane of its own/);
    expect(defaultLaneValueProblem(ASKING, REGION, LANES, 'Mars')).toMatch(/not a choice of Region/);
    expect(defaultLaneValueProblem(ASKING, { ...REGION, isAllowFillIn: true }, LANES, 'Mars')).toBeNull();
    expect(defaultLaneValueProblem({ ...ASKING, showDefaultDroppingDialog: false }, REGION, LANES, 'East')).toMatch(/does not ask/);
    expect(defaultLaneValueProblem(ASKING, REGION, LANES, ' East')).toMatch(/spaces/);
  });

  it('accepts exactly what the picker offers, plus the empty value', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ minLength: 1, maxLength: 6 }).filter((s) => s.trim() === s),
          { maxLength: 8 },
        ),
        fc.nat(8),
        (choices, laneCount) => {
          const field = { ...REGION, choices };
          const lanes = [...choices.slice(0, laneCount).map((value) => lane(value)), lane('', true)];
          const offered = defaultLaneChoices(field, lanes);
          for (const choice of choices)
            expect(defaultLaneValueProblem(ASKING, field, lanes, choice) === null).toBe(offered.includes(choice));
          expect(defaultLaneValueProblem(ASKING, field, lanes, '')).toBeNull();
        },
      ),
    );
  });
});
