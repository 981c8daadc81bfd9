/** API paths (relative to /api/), shared by the functions' route tables and the page's client. */
export const API_PATHS = {
  authConfig: 'auth/config',
  authLocalUsers: 'auth/local/users',
  authLocalToken: 'auth/local/token',
  authMe: 'auth/me',
  boards: 'boards',
  board: 'board',
  kanbanTasks: 'kanban/tasks',
  kanbanTask: 'kanban/{boardId}/task',
  kanbanMoveTask: 'kanban/movetask',
  itemOrder: 'item/order',
  itemValues: 'item/values',
  itemComment: 'item/comment',
  itemComments: 'item/comments/{type?}',
  itemRemove: 'item/remove',
  itemFind: 'item/find',
  kanbanLatestTask: 'kanban/{boardId}/latestTask',
  kanbanCreateItem: 'kanban/{boardId}/items/{listId}/{kind?}',
  siteOrder: 'site/order/{direction}/{order}',
  siteFieldLookups: 'site/lists/{id}/fields/{field}/lookups',
  siteFieldChoices: 'site/lists/{id}/fields/{field}/choices',
  siteMembers: 'site/lists/members/{assignedToField}',
  siteUserSearch: 'site/users/search',
  siteUser: 'site/user/{id}',
  realtimeNegotiate: 'realtime/negotiate',
} as const;

export const SP_HOST_PARAM = 'SPHostUrl';
