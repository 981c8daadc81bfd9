import { API_PATHS, unsubscribeRequestSchema, unsubscribeStateSchema } from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { checkUnsubscribe, unsubscribe } from '../usecases/notifications/unsubscribeService';

export const notificationsGroup: ApiGroup = {
  name: 'notifications',
  routes: [
    userRoute('GET', API_PATHS.notificationsUnsubscribe, { license: 'open',
      summary: 'What a mailed unsubscribe link would unsubscribe (changes nothing)', query: unsubscribeRequestSchema, response: unsubscribeStateSchema,
    }, async ({ session, query }) => checkUnsubscribe(session, query)),
    userRoute('POST', API_PATHS.notificationsUnsubscribe, { license: 'open',
      summary: "Unsubscribes the link's person from the card's notification mail on the board", body: unsubscribeRequestSchema, response: unsubscribeStateSchema,
    }, async ({ session, body }) => unsubscribe(session, body)),
  ],
};
