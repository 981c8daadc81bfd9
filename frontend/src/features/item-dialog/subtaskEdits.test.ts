import { describe, expect, it } from 'vitest';
import { linkProblemMessage, subtaskChanges } from './subtaskEdits';
import { testBoard } from './testing/demoFields';
import { card } from './testing/dialogPage';

const board = testBoard();
const child = card({ columnValue: 'Not Started', dueDate: '2026-12-05T00:00:00Z', usersIds: [3], users: [{ id: 3, name: 'Ada' }] });

describe('subtaskChanges', () => {
  it('sends nothing for a row left as it was', () => {
    expect(subtaskChanges(board, child, { status: 'Not Started', due: '2026-12-05', assignees: [{ id: 3, name: 'Ada' }] })).toEqual([]);
  });

  it('sends the changed status, due day and assignees in the payload formats', () => {
    expect(
      subtaskChanges(board, child, {
        status: 'Done',
        due: '2026-12-24',
        assignees: [
          { id: 3, name: 'Ada' },
          { id: 9, name: 'Grace' },
        ],
      }),
    ).toEqual([
      { name: 'Status', value: 'Done' },
      { name: 'DueDate', value: '2026-12-24' },
      { name: 'AssignedTo', value: '3,9' },
    ]);
  });

  it('clears the due date with an empty day', () => {
    expect(subtaskChanges(board, child, { due: '' })).toEqual([{ name: 'DueDate', value: '' }]);
  });
});

describe('linkProblemMessage', () => {
  it('has a message for each refusal code of the server', () => {
    for (const code of ['same_item', 'task_not_found', 'already_subtask', 'cyclic_dependency', 'multi_level_disabled'] as const) {
      expect(linkProblemMessage(code)).toBe(`subtask_${code}`);
    }
    expect(linkProblemMessage('access_denied')).toBeNull();
  });
});
