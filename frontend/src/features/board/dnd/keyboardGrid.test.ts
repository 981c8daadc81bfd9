import { describe, expect, it } from 'vitest';
import { gridStepOf } from './keyboardGrid';

describe('the keys that steer a picked-up card', () => {
  it('moves within the column with the arrows up and down, across the lane with left and right', () => {
    expect(gridStepOf({ code: 'ArrowUp', shiftKey: false })).toBe('previous');
    expect(gridStepOf({ code: 'ArrowDown', shiftKey: false })).toBe('next');
    expect(gridStepOf({ code: 'ArrowLeft', shiftKey: false })).toBe('columnLeft');
    expect(gridStepOf({ code: 'ArrowRight', shiftKey: false })).toBe('columnRight');
  });

  it('changes lanes only with Shift and the arrows up and down', () => {
    expect(gridStepOf({ code: 'ArrowUp', shiftKey: true })).toBe('laneUp');
    expect(gridStepOf({ code: 'ArrowDown', shiftKey: true })).toBe('laneDown');
    expect(gridStepOf({ code: 'ArrowRight', shiftKey: true })).toBe('columnRight');
    expect(gridStepOf({ code: 'PageDown', shiftKey: false })).toBeNull();
  });
});
