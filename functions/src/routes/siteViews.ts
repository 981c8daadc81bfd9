import {
  API_PATHS,
  deleteListViewQuerySchema,
  listIdSchema,
  listViewSchema,
  listViewsQuerySchema,
  saveListViewRequestSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import { deleteListView, listViews, saveListView } from '../usecases/site/index';

/** A list's views (docs/filters-and-styles.md#list-views): read by whoever may read the list, changed by its managers on the built-in store. */
export const siteViewRoutes = [
  userRoute(
    'GET',
    API_PATHS.siteListViews,
    { summary: "A list's views, with what each filters on and sorts by", query: listViewsQuerySchema, response: z.array(listViewSchema) },
    async ({ session, query }) => listViews(session, query),
  ),
  userRoute(
    'POST',
    API_PATHS.siteListViews,
    {
      summary: "Saves a built-in list's view: a new one, or a change on the ETag it was read with",
      query: z.object({ id: listIdSchema }),
      body: saveListViewRequestSchema,
      response: listViewSchema,
    },
    async ({ session, query, body }) => saveListView(session, query.id, body),
  ),
  userRoute(
    'DELETE',
    API_PATHS.siteListView,
    {
      summary: "Removes a built-in list's view on its ETag; answers the list's views left",
      query: deleteListViewQuerySchema,
      response: z.array(listViewSchema),
    },
    async ({ session, query }) => {
      await deleteListView(session, query);
      return listViews(session, query);
    },
  ),
];
