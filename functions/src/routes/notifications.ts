import { API_PATHS, oneClickUnsubscribeStateSchema, unsubscribeRequestSchema, unsubscribeStateSchema } from '@listboard/shared';
import { siteRoute, userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { checkUnsubscribe, unsubscribe, unsubscribeOneClick } from '../usecases/notifications/index';

export const notificationsGroup: ApiGroup = {
  name: 'notifications',
  routes: [
    userRoute(
      'GET',
      API_PATHS.notificationsUnsubscribe,
      {
        license: 'open',
        summary: 'What a mailed unsubscribe link would unsubscribe (changes nothing)',
        query: unsubscribeRequestSchema,
        response: unsubscribeStateSchema,
      },
      async ({ session, query }) => checkUnsubscribe(session, query),
    ),
    userRoute(
      'POST',
      API_PATHS.notificationsUnsubscribe,
      {
        license: 'open',
        summary: "Unsubscribes the link's person from the card's notification mail on the board",
        body: unsubscribeRequestSchema,
        response: unsubscribeStateSchema,
      },
      async ({ session, body }) => unsubscribe(session, body),
    ),
    // A mail client posts here itself (RFC 8058) with no sign-in: the signed link in the query is the authority.
    siteRoute(
      'POST',
      API_PATHS.notificationsUnsubscribeOneClick,
      {
        summary: "One-click unsubscribe (RFC 8058): the signed link's person gets no more of the card's mail, without a sign-in",
        query: unsubscribeRequestSchema,
        response: oneClickUnsubscribeStateSchema,
      },
      async ({ site, query }) => unsubscribeOneClick(site, query),
    ),
  ],
};
