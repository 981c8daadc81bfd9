import {
  type BoardConfig,
  type BoardResponse,
  type ConsequenceChange,
  boardConfigSchema,
  withTeamEditing,
  withTeamMail,
} from '@listboard/shared';

/** The stored configuration of the board the page shows: what GET /api/board works out for the caller left out. */
function storedConfigOf(board: BoardResponse): BoardConfig {
  return boardConfigSchema.parse({
    ...board,
    source: { ...board.source, lists: board.source.lists.map(({ allowView: _view, allowAdd: _add, ...list }) => list) },
  });
}

/**
 * The board's stored configuration with one of the owner note's changes made. Loaded when an owner picks one: it
 * parses through the contract's schema, which the board's start does without (docs/performance.md#start-up).
 */
export function changedConfig(board: BoardResponse, change: ConsequenceChange): BoardConfig {
  const config = storedConfigOf(board);
  if (change === 'letTeamEdit') return { ...config, permission: withTeamEditing(config.permission) };
  return { ...config, notificationsDefinition: withTeamMail(config.notificationsDefinition) };
}
