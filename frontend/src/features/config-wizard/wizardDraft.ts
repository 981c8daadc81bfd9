import {
  type BoardConfig,
  type BoardConfigInput,
  type BoardResponse,
  type Field,
  type Permission,
  type SourceList,
  boardConfigSchema,
  fieldSchema,
  missingNewBoardFields,
  newBoardConfig,
} from '@listboard/shared';

/** The configuration GET /api/board answers, without what it works out for the signed-in user. */
export function configOfBoard(board: BoardResponse): BoardConfig {
  const { fields: _fields, userPermission: _level, canEditSettings: _edit, canViewCharts: _charts, configEtag: _etag, ...config } = board;
  return boardConfigSchema.parse({
    ...config,
    source: { ...config.source, lists: config.source.lists.map(({ allowView: _view, allowAdd: _add, ...list }) => list) },
  });
}

const PLACEHOLDER_LIST = { url: '-', listID: '-', name: '' };
const PLACEHOLDER_COLUMNS = [
  { name: '-', value: '1' },
  { name: '-', value: '2' },
];

/**
 * The input with every default of the schema. The schema asks for a list and two columns, which a
 * board being set up may not have yet: they are filled in for parsing and put back as they were.
 */
function withDefaults(input: BoardConfigInput): BoardConfig {
  const lists = input.source.lists;
  const columns = input.columnDefinitions;
  const parsed = boardConfigSchema.parse({
    ...input,
    name: input.name.trim() || 'new',
    source: { ...input.source, lists: lists.length > 0 ? lists : [PLACEHOLDER_LIST] },
    columnFieldName: input.columnFieldName || '-',
    columnDefinitions: columns.length >= 2 ? columns : PLACEHOLDER_COLUMNS,
  });
  return {
    ...parsed,
    name: input.name,
    source: { ...parsed.source, lists: lists.length > 0 ? parsed.source.lists : [] },
    columnFieldName: input.columnFieldName,
    columnDefinitions:
      columns.length >= 2 ? parsed.columnDefinitions : boardConfigSchema.shape.columnDefinitions.element.array().parse(columns),
  };
}

/**
 * A board not created yet: no lists, no columns, the creator as owner and task owner (spec 2 section 9),
 * and the tenant's default user permission (the admin panel's, spec 3 section 6).
 */
export function emptyDraft(creatorLogin: string, defaultUserPermission?: Permission): BoardConfig {
  return withDefaults(newBoardConfig({ name: '', lists: [], fields: [], creatorLogin, defaultUserPermission }));
}

/**
 * The fields a new board may use: its lists' fields plus the new-board fields they lack (Due Date,
 * Comments, Labels), which the server adds to the lists when it creates the board.
 */
export function fieldsForNewBoard(fields: readonly Field[]): Field[] {
  return [...fields, ...missingNewBoardFields(fields).map((field) => fieldSchema.parse(field))];
}

/**
 * Spec 2 section 4: once the lists change and their fields are loaded, the board is repopulated with
 * the defaults over them. It keeps its id, name and description; an existing board keeps its access.
 */
export function draftForSource(
  draft: BoardConfig,
  lists: SourceList[],
  fields: readonly Field[],
  creatorLogin: string,
  isNew: boolean,
): BoardConfig {
  const fresh = withDefaults(newBoardConfig({ name: draft.name, lists, fields, creatorLogin }));
  return {
    ...fresh,
    id: draft.id,
    name: draft.name,
    description: draft.description,
    source: { ...draft.source, lists },
    // A new board keeps the default permission it started with (the tenant's, or the person's choice).
    permission: isNew ? { ...fresh.permission, defaultUserPermission: draft.permission.defaultUserPermission } : draft.permission,
  };
}
