/** The operations of the published contract (GET /api/openapi.json), as a test walks them. */

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path template as the document writes it: `/api/kanban/{boardId}/task`. */
  path: string;
  caller: 'public' | 'site' | 'user';
  pathParams: Parameter[];
  /** Query parameters, the site parameter (SPHostUrl) among them. */
  queryParams: Parameter[];
  body?: { mediaType: string; schema: JsonSchema };
  /** The statuses the document says this operation may answer. */
  statuses: number[];
  /** Methods the path does not have: each must be answered 405. */
  otherMethods: string[];
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { parameters: Record<string, ParameterObject> };
}

interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  'x-listboard-caller': Operation['caller'];
  parameters: ParameterObject[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

export function operationsOf(document: Document): Operation[] {
  const resolve = (p: ParameterObject) => (p.$ref ? document.components.parameters[p.$ref.split('/').pop() as string] : p);
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const methods = Object.keys(item).map((m) => m.toUpperCase());
    return Object.entries(item).map(([method, operation]) => {
      const parameters = operation.parameters.map(resolve);
      const toParameter = (p: ParameterObject): Parameter => ({ name: p.name, required: p.required === true, schema: p.schema });
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        caller: operation['x-listboard-caller'],
        pathParams: parameters.filter((p) => p.in === 'path').map(toParameter),
        queryParams: parameters.filter((p) => p.in === 'query').map(toParameter),
        body: mediaType && content ? { mediaType, schema: content.schema } : undefined,
        statuses: Object.keys(operation.responses).map(Number),
        otherMethods: METHODS.filter((m) => !methods.includes(m)),
      };
    });
  });
}
