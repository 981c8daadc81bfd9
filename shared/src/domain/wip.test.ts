import { describe, expect, it } from 'vitest';
import { canDropIntoCell, hasWipLimit, isWipExceeded, isWipFull } from './wip';

const limited = { limit: 3, isActiveWipLimit: true };

describe('WIP rule', () => {
  it('applies only to an active positive limit', () => {
    expect(hasWipLimit(limited)).toBe(true);
    expect(hasWipLimit({ limit: 3, isActiveWipLimit: false })).toBe(false);
    expect(hasWipLimit({ limit: 0, isActiveWipLimit: true })).toBe(false);
    expect(hasWipLimit({ limit: null, isActiveWipLimit: true })).toBe(false);
  });
  it('is full at the limit and exceeded above it', () => {
    expect(isWipFull(limited, 2)).toBe(false);
    expect(isWipFull(limited, 3)).toBe(true);
    expect(isWipExceeded(limited, 3)).toBe(false);
    expect(isWipExceeded(limited, 4)).toBe(true);
    expect(isWipFull({ limit: 0, isActiveWipLimit: true }, 100)).toBe(false);
  });
  it('refuses a drop into a full cell but allows reordering inside it', () => {
    expect(canDropIntoCell(limited, ['a', 'b', 'c'], 'x')).toBe(false);
    expect(canDropIntoCell(limited, ['a', 'b', 'c'], 'b')).toBe(true);
    expect(canDropIntoCell(limited, ['a', 'b'], 'x')).toBe(true);
  });
});
