import {
  API_PATHS, fieldValuesParamsSchema, membersParamsSchema, neighbourOrderParamsSchema, userByIdParamsSchema, userSearchQuerySchema,
  addNewFieldRequestSchema, enableVersioningRequestSchema, loadTemplateDataRequestSchema, siteContentTypesQuerySchema, siteListFieldsQuerySchema, siteListsQuerySchema, siteWebsQuerySchema,
} from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { neighbourOrder } from '../services/itemService';
import { fieldChoices, fieldLookups, listMembers, searchUsers, userById } from '../services/siteService';
import { addNewField, enableVersioning, siteContentTypes, siteListFields, siteLists, siteWebs } from '../services/siteSetupService';
import { importTemplate, importTemplateBodySchema, loadTemplateData } from '../services/templateService';

export const siteGroup: ApiGroup = {
  name: 'site',
  routes: [
    userRoute('GET', API_PATHS.siteOrder, { query: neighbourOrderParamsSchema }, async ({ session, query }) => neighbourOrder(session, query)),
    userRoute('GET', API_PATHS.siteFieldLookups, { query: fieldValuesParamsSchema }, async ({ session, query }) => fieldLookups(session, query)),
    userRoute('GET', API_PATHS.siteFieldChoices, { query: fieldValuesParamsSchema }, async ({ session, query }) => fieldChoices(session, query)),
    userRoute('GET', API_PATHS.siteMembers, { query: membersParamsSchema }, async ({ session, query }) => listMembers(session, query)),
    userRoute('GET', API_PATHS.siteUserSearch, { query: userSearchQuerySchema }, async ({ session, query }) => searchUsers(session, query)),
    userRoute('GET', API_PATHS.siteUser, { query: userByIdParamsSchema }, async ({ session, query }) => userById(session, query.id)),
    userRoute('GET', API_PATHS.siteWebs, { query: siteWebsQuerySchema }, async ({ session, query }) => siteWebs(session, query.siteURL)),
    userRoute('GET', API_PATHS.siteLists, { query: siteListsQuerySchema }, async ({ session, query }) => siteLists(session, query.url)),
    userRoute('GET', API_PATHS.siteListFields, { query: siteListFieldsQuerySchema }, async ({ session, query }) => siteListFields(session, query)),
    userRoute('GET', API_PATHS.siteContentTypes, { query: siteContentTypesQuerySchema }, async ({ session, query }) => siteContentTypes(session, query.siteURL)),
    userRoute('POST', API_PATHS.siteEnableVersioning, { body: enableVersioningRequestSchema }, async ({ session, body }) => enableVersioning(session, body)),
    userRoute('POST', API_PATHS.siteAddNewField, { body: addNewFieldRequestSchema }, async ({ session, body }) => addNewField(session, body)),
    userRoute('POST', API_PATHS.siteLoadTemplateData, { body: loadTemplateDataRequestSchema }, async ({ session, body }) => loadTemplateData(session, body)),
    userRoute('POST', API_PATHS.siteImportTemplate, { body: importTemplateBodySchema }, async ({ session, body }) => importTemplate(session, body)),
  ],
};
