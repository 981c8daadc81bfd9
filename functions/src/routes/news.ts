import { API_PATHS, markNewsReadRequestSchema, newsQuerySchema, newsResponseSchema } from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { markNewsRead, newsFor } from '../usecases/news/index';

export const newsGroup: ApiGroup = {
  name: 'news',
  routes: [
    userRoute(
      'GET',
      API_PATHS.news,
      {
        license: 'open',
        summary:
          "Listboard's news (its release notes), newest first, each new if published after the caller last read them; one placeholder item 'There are no news' when they cannot be read",
        query: newsQuerySchema,
        response: newsResponseSchema,
      },
      async ({ session, query }) => newsFor(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.news,
      {
        license: 'open',
        summary: 'Marks every news item read for the caller (the bell counter becomes 0)',
        body: markNewsReadRequestSchema,
        response: z.object({}),
      },
      async ({ session }) => markNewsRead(session),
    ),
  ],
};
