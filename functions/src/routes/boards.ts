import {
  API_PATHS,
  addNewLabelRequestSchema,
  boardIdSchema,
  boardsFieldsQuerySchema,
  newBoardRequestSchema,
  saveBoardQuerySchema,
  saveBoardRequestSchema,
  addNewLabelResponseSchema,
  boardResponseSchema,
  boardSummarySchema,
  editSettingPermissionResponseSchema,
  fieldSchema,
  saveBoardResponseSchema,
  selectedBoardsRequestSchema,
  selectedBoardsResponseSchema,
  trashedBoardSchema,
  pageInfoSchema,
  boardsViewTypeRequestSchema,
  favoriteRequestSchema,
  homeFiltersRequestSchema,
  boardsSearchQuerySchema,
  filterBoardsInfoRequestSchema,
  boardFilterInfoSchema,
  addColumnRequestSchema,
  addColumnResponseSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import {
  addColumn,
  dismissOwnerNote,
  editSettingPermission,
  filterBoardsInfo,
  listBoards,
  moveToTrash,
  pageInfo,
  quickCreateBoard,
  removeForGood,
  removeSelected,
  restoreFromTrash,
  restoreSelected,
  saveBoardConfig,
  saveHomeFilters,
  searchBoards,
  setBoardsViewType,
  setFavorite,
  trashBin,
} from '../usecases/boards/index';
import { addNewLabel, boardFields } from '../usecases/site/index';

const boardSummaries = z.array(boardSummarySchema);
const boardIdPath = z.object({ id: boardIdSchema });

export const boardsGroup: ApiGroup = {
  name: 'boards',
  routes: [
    userRoute('GET', API_PATHS.boards, { summary: 'The boards the caller may view', response: boardSummaries }, async ({ session }) =>
      listBoards(session),
    ),
    // Spec 3 section 7: the team-chat board selector's list, the same boards as the boards list.
    userRoute(
      'GET',
      API_PATHS.boardsTeams,
      { summary: "The team-chat board selector's boards (the boards list)", response: boardSummaries },
      async ({ session }) => listBoards(session),
    ),
    // Spec 3 section 7 names GET boards/all beside GET boards for the lists of boards: the same boards the caller may view.
    userRoute(
      'GET',
      API_PATHS.boardsAll,
      { summary: 'Every board the caller may view (as GET boards)', response: boardSummaries },
      async ({ session }) => listBoards(session),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsSave,
      {
        summary: "Creates a board (empty id) or replaces a board's configuration",
        body: saveBoardRequestSchema,
        query: saveBoardQuerySchema,
        ifMatch:
          'The configEtag of the configuration the save was made from: a newer stored one is 412 stale_configuration. Without it (or with *) the save replaces whatever is stored.',
        response: saveBoardResponseSchema,
      },
      async ({ session, body, request }) => saveBoardConfig(session, body, request.headers.get('if-match')),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsNew,
      { summary: 'Creates a list with the default fields and a board over it', body: newBoardRequestSchema, response: boardResponseSchema },
      async ({ session, body }) => quickCreateBoard(session, body.name),
    ),
    userRoute(
      'GET',
      API_PATHS.boardsEditSettingPermission,
      {
        summary: "Whether the caller may edit the board's configuration",
        query: boardIdPath,
        response: editSettingPermissionResponseSchema,
      },
      async ({ session, query }) => editSettingPermission(session, query.id),
    ),
    userRoute(
      'GET',
      API_PATHS.boardsFields,
      { summary: "The lists' fields as one set", query: boardsFieldsQuerySchema, response: z.array(fieldSchema) },
      async ({ session, query }) => boardFields(session, query),
    ),
    // The trash bin (spec 3 sections 2 and 7; docs/boards-home.md#the-trash-bin).
    userRoute(
      'GET',
      API_PATHS.boardsTrashBin,
      { summary: 'The boards in the trash bin that the caller may view', response: z.array(trashedBoardSchema) },
      async ({ session }) => trashBin(session),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsMoveToTrash,
      { summary: 'Moves a board to the trash bin (edit-settings right)', query: boardIdPath, response: z.object({}) },
      async ({ session, query }) => moveToTrash(session, query.id).then(() => ({})),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsRestoreFromTrash,
      { summary: 'Restores a board from the trash bin (edit-settings right)', query: boardIdPath, response: z.object({}) },
      async ({ session, query }) => restoreFromTrash(session, query.id).then(() => ({})),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsRestoreSelected,
      {
        summary: 'Restores the selected boards from the trash bin',
        body: selectedBoardsRequestSchema,
        response: selectedBoardsResponseSchema,
      },
      async ({ session, body }) => restoreSelected(session, body.boardsID),
    ),
    userRoute(
      'DELETE',
      API_PATHS.boardsRemove,
      { summary: 'Removes a board in the trash bin for good (never its lists or items)', query: boardIdPath, response: z.object({}) },
      async ({ session, query }) => removeForGood(session, query.id).then(() => ({})),
    ),
    userRoute(
      'DELETE',
      API_PATHS.boardsRemoveSelected,
      {
        summary: 'Removes the selected boards in the trash bin for good',
        body: selectedBoardsRequestSchema,
        response: selectedBoardsResponseSchema,
      },
      async ({ session, body }) => removeSelected(session, body.boardsID),
    ),
    // The boards home (spec 1 section 2, spec 3 sections 3 and 7; docs/boards-home.md).
    userRoute(
      'GET',
      API_PATHS.boardsPageInfo,
      {
        license: 'open',
        summary: "The page info: the person, their boards home's view and saved filters, whether this is their first visit",
        response: pageInfoSchema,
      },
      async ({ session }) => pageInfo(session),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsViewType,
      {
        summary: 'Remembers whether the person sees the boards as tiles (0) or a list (1)',
        body: boardsViewTypeRequestSchema,
        response: z.object({}),
      },
      async ({ session, body }) => setBoardsViewType(session, body.viewType).then(() => ({})),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsFavorite,
      { summary: 'Stars a board the person may view, or takes the star away', body: favoriteRequestSchema, response: z.object({}) },
      async ({ session, body }) => setFavorite(session, body).then(() => ({})),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsHomeFilters,
      { summary: "Replaces the person's saved filters of the boards home", body: homeFiltersRequestSchema, response: z.object({}) },
      async ({ session, body }) => saveHomeFilters(session, body.filters).then(() => ({})),
    ),
    userRoute(
      'GET',
      API_PATHS.boardsSearch,
      {
        summary: 'The boards whose name or description holds the text, optionally those one person owns',
        query: boardsSearchQuerySchema,
        response: boardSummaries,
      },
      async ({ session, query }) => searchBoards(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsFilterInfo,
      {
        summary: 'Per board: whether its name or description holds the text and whether any card passes the filter',
        body: filterBoardsInfoRequestSchema,
        response: z.array(boardFilterInfoSchema),
      },
      async ({ session, body }) => filterBoardsInfo(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsAddNewLabel,
      { summary: "Adds labels to a board's labels field", body: addNewLabelRequestSchema, response: addNewLabelResponseSchema },
      async ({ session, body }) => addNewLabel(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsAddColumn,
      {
        summary: "Adds a column at the end of a board's columns, as a new choice of its column field (edit-settings right)",
        body: addColumnRequestSchema,
        response: addColumnResponseSchema,
      },
      async ({ session, body }) => addColumn(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.boardsDismissOwnerNote,
      { summary: "Dismisses, for the caller, the board's note on who it reaches", query: boardIdPath, response: z.object({}) },
      async ({ session, query }) => dismissOwnerNote(session, query.id).then(() => ({})),
    ),
  ],
};
