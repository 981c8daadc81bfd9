import { describe, expect, it } from 'vitest';
import { isOverdue } from './overdue';

const NOW = new Date(2026, 10, 29, 9, 30);

describe('isOverdue', () => {
  it('marks a due day before today, not today itself', () => {
    expect(isOverdue({ dueDate: '2026-11-28T00:00:00Z', columnValue: 'Review' }, NOW, true)).toBe(true);
    expect(isOverdue({ dueDate: '2026-11-29T00:00:00Z', columnValue: 'Review' }, NOW, true)).toBe(false);
    expect(isOverdue({ dueDate: '2026-11-30T00:00:00Z', columnValue: 'Review' }, NOW, true)).toBe(false);
  });

  it('marks a due moment once it has passed', () => {
    expect(isOverdue({ dueDate: new Date(2026, 10, 29, 9, 0).toISOString(), columnValue: 'Review' }, NOW, false)).toBe(true);
    expect(isOverdue({ dueDate: new Date(2026, 10, 29, 10, 0).toISOString(), columnValue: 'Review' }, NOW, false)).toBe(false);
  });

  it('never marks a completed card, a card without a due date, or an unreadable date', () => {
    expect(isOverdue({ dueDate: '2026-01-01T00:00:00Z', columnValue: 'Completed' }, NOW, true)).toBe(false);
    expect(isOverdue({ dueDate: null, columnValue: 'Review' }, NOW, true)).toBe(false);
    expect(isOverdue({ dueDate: 'soon', columnValue: 'Review' }, NOW, false)).toBe(false);
  });
});
