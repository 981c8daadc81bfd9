import {
  API_PATHS,
  fieldValuesParamsSchema,
  membersParamsSchema,
  neighbourOrderParamsSchema,
  userByIdParamsSchema,
  userIdQuerySchema,
  userSearchQuerySchema,
  addNewFieldRequestSchema,
  enableVersioningRequestSchema,
  newListRequestSchema,
  loadTemplateDataRequestSchema,
  siteContentTypesQuerySchema,
  siteListFieldsQuerySchema,
  siteListsQuerySchema,
  siteWebsQuerySchema,
  boardMemberSchema,
  boardTemplateSchema,
  directoryPersonSchema,
  enableVersioningResponseSchema,
  fieldSchema,
  importTemplateRequestSchema,
  importTemplateResponseSchema,
  lookupValueResponseSchema,
  neighbourOrderResponseSchema,
  siteContentTypeSchema,
  siteListInfoSchema,
  siteWebSchema,
  userPhotoQuerySchema,
  userSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import { bearerTokenOf, photoResponse } from '../http/fileResponse';
import {
  addNewField,
  createBoardList,
  enableVersioning,
  fieldChoices,
  fieldLookups,
  listMembers,
  searchUsers,
  siteContentTypes,
  siteListFields,
  siteLists,
  siteUserId,
  siteWebs,
  userById,
  userPhoto,
} from '../usecases/site/index';
import type { ApiGroup } from '../http/groupHandler';
import { neighbourOrder } from '../usecases/item/index';
import { importTemplate, importTemplateBodySchema, loadTemplateData } from '../usecases/boards/index';

export const siteGroup: ApiGroup = {
  name: 'site',
  routes: [
    userRoute(
      'GET',
      API_PATHS.siteOrder,
      {
        summary: "The nearest order above or below a given one, over the board's lists",
        query: neighbourOrderParamsSchema,
        response: neighbourOrderResponseSchema,
      },
      async ({ session, query }) => neighbourOrder(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.siteFieldLookups,
      { summary: 'The items a lookup field may point to', query: fieldValuesParamsSchema, response: lookupValueResponseSchema },
      async ({ session, query }) => fieldLookups(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.siteFieldChoices,
      { summary: "A choice field's choices", query: fieldValuesParamsSchema, response: z.array(z.string()) },
      async ({ session, query }) => fieldChoices(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.siteMembers,
      { summary: 'The people assigned in a person field on the lists', query: membersParamsSchema, response: z.array(boardMemberSchema) },
      async ({ session, query }) => listMembers(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.siteUserSearch,
      {
        license: 'open',
        summary: "The directory's people matching the search text, with their user id on the site when they have one",
        query: userSearchQuerySchema,
        response: z.array(directoryPersonSchema),
      },
      async ({ session, query }) => searchUsers(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.siteUserId,
      {
        license: 'open',
        summary: "A person's user id on the site by sign-in name, adding a person of the directory to the site",
        query: userIdQuerySchema,
        response: userSchema,
      },
      async ({ session, query }) => siteUserId(session, query.login),
    ),
    userRoute(
      'GET',
      API_PATHS.siteUser,
      { license: 'open', summary: 'A site user by id', query: userByIdParamsSchema, response: userSchema },
      async ({ session, query }) => userById(session, query.id),
    ),
    userRoute(
      'GET',
      API_PATHS.siteUserPhoto,
      {
        license: 'open',
        summary: "A site user's picture from the tenant's avatar source (204 when there is none)",
        query: userPhotoQuerySchema,
        response: 'file',
      },
      async ({ session, query, request }) => photoResponse(await userPhoto(session, query.login, bearerTokenOf(request))),
    ),
    userRoute(
      'GET',
      API_PATHS.siteWebs,
      { summary: "The webs of the caller's tenant", query: siteWebsQuerySchema, response: z.array(siteWebSchema) },
      async ({ session, query }) => siteWebs(session, query.siteURL),
    ),
    userRoute(
      'GET',
      API_PATHS.siteLists,
      {
        summary: "A site's lists with the caller's rights and their content types",
        query: siteListsQuerySchema,
        response: z.array(siteListInfoSchema),
      },
      async ({ session, query }) => siteLists(session, query.url),
    ),
    userRoute(
      'GET',
      API_PATHS.siteListFields,
      { summary: "A list's fields", query: siteListFieldsQuerySchema, response: z.array(fieldSchema) },
      async ({ session, query }) => siteListFields(session, query),
    ),
    userRoute(
      'GET',
      API_PATHS.siteContentTypes,
      { summary: "A site's content types", query: siteContentTypesQuerySchema, response: z.array(siteContentTypeSchema) },
      async ({ session, query }) => siteContentTypes(session, query.siteURL),
    ),
    userRoute(
      'POST',
      API_PATHS.siteEnableVersioning,
      {
        summary: 'Switches versioning on for lists (the manage right on each)',
        body: enableVersioningRequestSchema,
        response: enableVersioningResponseSchema,
      },
      async ({ session, body }) => enableVersioning(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.siteAddNewField,
      { summary: 'Adds a field to lists (the manage right on each)', body: addNewFieldRequestSchema, response: fieldSchema },
      async ({ session, body }) => addNewField(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.siteNewList,
      {
        summary: "Makes a list for a new board, its statuses the board's starting columns (canCreateLists)",
        body: newListRequestSchema,
        response: siteListInfoSchema,
      },
      async ({ session, body }) => createBoardList(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.siteLoadTemplateData,
      {
        summary: 'A board template of a stored board, with its items when asked',
        body: loadTemplateDataRequestSchema,
        response: boardTemplateSchema,
      },
      async ({ session, body }) => loadTemplateData(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.siteImportTemplate,
      {
        summary: 'Creates lists, a board and (when asked) items from a board template',
        body: importTemplateBodySchema,
        checkedBody: importTemplateRequestSchema,
        response: importTemplateResponseSchema,
      },
      async ({ session, body }) => importTemplate(session, body),
    ),
  ],
};
