import { describe, expect, it } from 'vitest';
import { columnDefinitionSchema } from '../api/board';
import { newColumnOf } from './newColumn';

const columns = [
  columnDefinitionSchema.parse({ name: 'To do', value: 'Not Started' }),
  columnDefinitionSchema.parse({ name: 'Done', value: 'Completed' }),
];

describe('newColumnOf', () => {
  it('adds a trimmed name as a new column with no limit', () => {
    expect(newColumnOf('  Blocked ', columns, ['Not Started', 'Completed'])).toEqual({
      column: columnDefinitionSchema.parse({ name: 'Blocked', value: 'Blocked' }),
    });
  });

  it('takes an unused choice with its own spelling', () => {
    expect(newColumnOf('deferred', columns, ['Not Started', 'Completed', 'Deferred']).column?.value).toBe('Deferred');
  });

  it('refuses an empty name and the name or value of a column the board has, in any letter case', () => {
    expect(newColumnOf('   ', columns, [])).toEqual({ problem: 'column_name_required' });
    expect(newColumnOf('done', columns, [])).toEqual({ problem: 'column_exists' });
    expect(newColumnOf('NOT STARTED', columns, [])).toEqual({ problem: 'column_exists' });
  });
});
