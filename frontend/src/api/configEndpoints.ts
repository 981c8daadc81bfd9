import {
  API_PATHS,
  type AddNewFieldRequest,
  type AddNewLabelRequest,
  type AddNewLabelResponse,
  type BoardConfig,
  type EnableVersioningRequest,
  type BoardTemplate,
  type EnableVersioningResponse,
  type Field,
  type ImportTemplateRequest,
  type ImportTemplateResponse,
  type LoadTemplateDataRequest,
  type NewListRequest,
  type SaveBoardResponse,
  type SiteContentType,
  type SiteListInfo,
  type SiteWeb,
} from '@listboard/shared';
import { apiRequest } from './client';

/**
 * POST /api/boards/board: saves the configuration; an empty id creates the board. `etag` is the
 * version the person edited: over a newer one the server answers 412 stale_configuration.
 */
export function saveBoardConfig(config: BoardConfig, userLogin: string, etag: string | null): Promise<SaveBoardResponse> {
  return apiRequest(API_PATHS.boardsSave, { body: config, query: { u: userLogin }, headers: etag ? { 'If-Match': etag } : {} });
}

export function fetchWebs(siteURL: string, signal?: AbortSignal): Promise<SiteWeb[]> {
  return apiRequest(API_PATHS.siteWebs, { query: { siteURL }, signal });
}

export function fetchSiteLists(url: string, signal?: AbortSignal): Promise<SiteListInfo[]> {
  return apiRequest(API_PATHS.siteLists, { query: { url }, signal });
}

export function fetchContentTypes(siteURL: string, signal?: AbortSignal): Promise<SiteContentType[]> {
  return apiRequest(API_PATHS.siteContentTypes, { query: { siteURL }, signal });
}

/** GET /api/boards/fields: the fields of the lists as one set, for setting a board up over them. */
export function fetchSourceFields(url: string, listIds: readonly string[]): Promise<Field[]> {
  return apiRequest(API_PATHS.boardsFields, { query: { url, lists: listIds.join(',') } });
}

export function enableVersioning(request: EnableVersioningRequest): Promise<EnableVersioningResponse> {
  return apiRequest(API_PATHS.siteEnableVersioning, { body: request });
}

export function addNewField(request: AddNewFieldRequest): Promise<Field> {
  return apiRequest(API_PATHS.siteAddNewField, { body: request });
}

/** POST /api/site/newList: a list for a new board, its statuses the starting columns. */
export function createBoardList(request: NewListRequest): Promise<SiteListInfo> {
  return apiRequest(API_PATHS.siteNewList, { body: request });
}

export function addNewLabel(request: AddNewLabelRequest): Promise<AddNewLabelResponse> {
  return apiRequest(API_PATHS.boardsAddNewLabel, { body: request });
}

/** POST /api/site/loadTemplateData: the board as a template, with its content when asked. */
export function loadTemplateData(request: LoadTemplateDataRequest): Promise<BoardTemplate> {
  return apiRequest(API_PATHS.siteLoadTemplateData, { body: request });
}

/** POST /api/site/importTemplate: new lists and a board from a template. */
export function importTemplate(request: ImportTemplateRequest): Promise<ImportTemplateResponse> {
  return apiRequest(API_PATHS.siteImportTemplate, { body: request });
}
