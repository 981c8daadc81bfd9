import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../../api/fields';
import { newColumn } from './columnsAndLanes';
import { columnChoicesToAdd, withChoiceColumn } from './newColumnChoice';

const columns = [newColumn('To do'), newColumn('Done')];

describe('a new column with a new choice', () => {
  it('adds a column for a typed name and the name to the choices', () => {
    const added = withChoiceColumn(columns, ['To do', 'Done'], '  Review ');
    expect(added?.columns.map((column) => [column.name, column.value])).toEqual([
      ['To do', 'To do'],
      ['Done', 'Done'],
      ['Review', 'Review'],
    ]);
    expect(added?.choices).toEqual(['To do', 'Done', 'Review']);
  });

  it('uses an unused choice as the field writes it, and refuses blanks and shown choices', () => {
    expect(withChoiceColumn(columns, ['To do', 'Doing', 'Done'], 'doing')?.columns.at(-1)?.value).toBe('Doing');
    expect(withChoiceColumn(columns, ['To do', 'Done'], ' ')).toBeNull();
    expect(withChoiceColumn(columns, ['To do', 'Done'], 'DONE')).toBeNull();
  });

  it('names the column values a choice field lacks, and nothing for other fields', () => {
    const status = fieldSchema.parse({ internalName: 'Status', name: 'Status', type: 'Choice', choices: ['To do', 'Done'] });
    const config = { columnDefinitions: [...columns, newColumn('Review'), newColumn('Waiting')] };
    expect(columnChoicesToAdd(config, status)).toEqual(['Review', 'Waiting']);
    expect(columnChoicesToAdd({ columnDefinitions: columns }, status)).toEqual([]);
    expect(columnChoicesToAdd(config, { ...status, type: 'Text' })).toEqual([]);
    expect(columnChoicesToAdd(config, undefined)).toEqual([]);
  });
});
