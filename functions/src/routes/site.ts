import {
  API_PATHS, fieldValuesParamsSchema, membersParamsSchema, neighbourOrderParamsSchema, userByIdParamsSchema, userSearchQuerySchema,
} from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { neighbourOrder } from '../services/itemService';
import { fieldChoices, fieldLookups, listMembers, searchUsers, userById } from '../services/siteService';

export const siteGroup: ApiGroup = {
  name: 'site',
  routes: [
    userRoute('GET', API_PATHS.siteOrder, { query: neighbourOrderParamsSchema }, async ({ session, query }) => neighbourOrder(session, query)),
    userRoute('GET', API_PATHS.siteFieldLookups, { query: fieldValuesParamsSchema }, async ({ session, query }) => fieldLookups(session, query)),
    userRoute('GET', API_PATHS.siteFieldChoices, { query: fieldValuesParamsSchema }, async ({ session, query }) => fieldChoices(session, query)),
    userRoute('GET', API_PATHS.siteMembers, { query: membersParamsSchema }, async ({ session, query }) => listMembers(session, query)),
    userRoute('GET', API_PATHS.siteUserSearch, { query: userSearchQuerySchema }, async ({ session, query }) => searchUsers(session, query)),
    userRoute('GET', API_PATHS.siteUser, { query: userByIdParamsSchema }, async ({ session, query }) => userById(session, query.id)),
  ],
};
