import { describe, expect, it } from 'vitest';
import { boardConfigSchema } from '../../api/board';
import { fieldSchema, type Field } from '../../api/fields';
import { QUICK_BOARD_LIST_FIELDS, boardListFields, missingNewBoardFields, newBoardConfig } from './newBoard';

const field = (input: Parameters<typeof fieldSchema.parse>[0]): Field => fieldSchema.parse(input);
const list = { url: 'https://contoso/sites/team', listID: 'l1', name: 'Work' };

describe('newBoardConfig', () => {
  it('makes one column per status of a list made for a board, in the given language', () => {
    const statuses = ['Nicht begonnen', 'In Bearbeitung', 'Erledigt'];
    const board = newBoardConfig({
      name: 'Team',
      lists: [list],
      fields: boardListFields(statuses).map(field),
      creatorLogin: 'adele@contoso',
    });
    expect(board.columnDefinitions.map((column) => column.value)).toEqual(statuses);
    expect(boardListFields(statuses).find((f) => f.internalName === 'Status')?.defaultValue).toBe('Nicht begonnen');
  });

  const fields = QUICK_BOARD_LIST_FIELDS.map(field);

  it('carries the four comment notification rules, disabled', () => {
    const board = boardConfigSchema.parse(newBoardConfig({ name: 'Launch', lists: [list], fields, creatorLogin: 'adele@contoso' }));
    expect(board.notificationsDefinition.rules.map((r) => [r.notificationType, r.isDisabled, r.isSystem])).toEqual([
      [10, true, true],
      [11, true, true],
      [12, true, true],
      [13, true, true],
    ]);
  });

  it('uses the spec defaults: creator owns the board and the tasks, Status columns, L cards, view only', () => {
    const board = boardConfigSchema.parse(newBoardConfig({ name: 'Launch', lists: [list], fields, creatorLogin: 'adele@contoso' }));
    expect(board.columnFieldName).toBe('Status');
    expect(board.columnDefinitions.map((c) => [c.value, c.wipLimit, c.itemCount])).toEqual([
      ['Not Started', 0, 20],
      ['In Progress', 0, 20],
      ['Completed', 0, 20],
    ]);
    expect(board.permission).toMatchObject({
      defaultUserPermission: 1,
      boardOwners: [{ login: 'adele@contoso', isGroup: false }],
      tasksOwners: [{ login: 'adele@contoso', isGroup: false }],
      everyBodyCanEditSetting: false,
    });
    expect(board).toMatchObject({
      cardSize: 'L',
      allowSorting: false,
      allowCreateNewItem: true,
      allowFilterByUser: true,
      useTeamsTheme: true,
      isSitePrivate: false,
      commentsNewExperience: true,
      allowAddLabels: true,
      includeFolder: true,
      userField: 'AssignedTo',
      dueDateField: 'DueDate',
      labelsFieldName: 'Labels',
      commentsFieldName: 'KanbanComments',
      formDefinition: { openByDbClick: true, useSPForm: false },
      overdueDefinition: { isEnable: true, color: '#FE867F' },
    });
    expect(board.swimlanes).toMatchObject({ field: null, defaultName: 'Unassigned' });
    expect(board.styles.map((s) => s.styleType)).toEqual([10, 20]);
  });

  it('takes the first choice field as columns when there is no Status, and leaves overdue off without dates', () => {
    const own = [
      field({ internalName: 'Title', name: 'Title', type: 'Text' }),
      field({ internalName: 'Stage', name: 'Stage', type: 'Choice', choices: ['A', 'B'] }),
    ];
    const board = newBoardConfig({ name: 'X', lists: [list], fields: own, creatorLogin: 'a' });
    expect(board.columnFieldName).toBe('Stage');
    expect(board.dueDateField).toBeNull();
    expect(board.overdueDefinition?.isEnable).toBe(false);
    expect(board.styles).toEqual([]);
  });
});

describe('missingNewBoardFields', () => {
  it('lists DueDate, Comments and Labels when the lists lack them', () => {
    expect(missingNewBoardFields([field({ internalName: 'Title', name: 'Title', type: 'Text' })]).map((f) => f.internalName)).toEqual([
      'DueDate',
      'KanbanComments',
      'Labels',
    ]);
    expect(missingNewBoardFields(QUICK_BOARD_LIST_FIELDS.map(field))).toEqual([]);
  });
});
