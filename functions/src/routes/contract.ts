import { API_PATHS } from '@listboard/shared';
import { publicRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { type OpenApiDocument, openApiDocument } from '../http/openApi';

/**
 * The published contract, GET /api/openapi.json, open to any caller. It describes `documented()`
 * (every group, this one included), built on the first call and kept: the route tables do not
 * change while the process runs.
 */
export function openApiGroup(documented: () => readonly ApiGroup[]): ApiGroup {
  let document: OpenApiDocument | undefined;
  return {
    name: 'contract',
    prefix: 'openapi.json',
    routes: [
      publicRoute(
        'GET',
        API_PATHS.openApi,
        { summary: 'This document: the API contract in OpenAPI 3.1' },
        async () => (document ??= openApiDocument(documented())),
      ),
    ],
  };
}
