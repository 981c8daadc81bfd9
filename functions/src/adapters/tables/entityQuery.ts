import { createDefaultHttpClient, createHttpHeaders, createPipelineRequest, type PipelineResponse } from '@azure/core-rest-pipeline';
import { RestError, type TableClient, type TableEntityResult } from '@azure/data-tables';

/**
 * A query's pages read through the table client's own pipeline (its credential, retries and the storage deadline),
 * with the answer's JSON turned into entities here. The SDK's `listEntities` gives the same entities after two
 * generic passes over each one (core-client's mapper, then its own deserialiser): on a board's 5,000 items they
 * allocated 62 MB and took a quarter of the read's time, for values that JSON already holds
 * (docs/performance.md#the-run-of-2026-12-03-a-fast-machine-and-what-the-servers-answer-allocates).
 * The requests and the entities are the SDK's: the same operation, headers and API version, the same property
 * names, and the same typed values where the service annotates a type.
 */

/** The query operation's headers as the SDK sends them (its generated `queryEntities`). */
const QUERY_HEADERS = {
  Accept: 'application/json;odata=minimalmetadata',
  DataServiceVersion: '3.0',
  'x-ms-version': '2019-02-02',
};
const PAGE_SIZE = '1000';
const TYPE_SUFFIX = '@odata.type';

/** The service's names of the SDK's key and system properties. */
const SERVICE_NAMES: ReadonlyMap<string, string> = new Map([
  ['partitionKey', 'PartitionKey'],
  ['rowKey', 'RowKey'],
  ['timestamp', 'Timestamp'],
]);
const SDK_NAMES: ReadonlyMap<string, string> = new Map([
  ['PartitionKey', 'partitionKey'],
  ['RowKey', 'rowKey'],
  ['odata.etag', 'etag'],
  ['Timestamp', 'timestamp'],
]);

// One connection pool for every table client's queries, as each SDK client keeps one.
const httpClient = createDefaultHttpClient();

/** A value the service annotated with an EDM type, converted as the SDK converts it. */
function typedValue(value: unknown, type: unknown): unknown {
  switch (type) {
    case 'Edm.DateTime':
      return new Date(value as string);
    case 'Edm.Int64':
      return BigInt(value as string);
    case 'Edm.Guid':
      return { value, type: 'Guid' };
    case 'Edm.Binary':
      return Buffer.from(value as string, 'base64');
    default:
      return value;
  }
}

function toEntity<T extends object>(raw: Record<string, unknown>): TableEntityResult<T> {
  const entity: Record<string, unknown> = {};
  // Most properties carry no annotation: they are copied, and the few annotated ones converted after.
  let annotated: string[] | undefined;
  for (const name in raw) {
    if (name.endsWith(TYPE_SUFFIX)) (annotated ??= []).push(name.slice(0, -TYPE_SUFFIX.length));
    else entity[SDK_NAMES.get(name) ?? name] = raw[name];
  }
  for (const name of annotated ?? []) {
    const sdkName = SDK_NAMES.get(name) ?? name;
    if (name in raw) entity[sdkName] = typedValue(raw[name], raw[name + TYPE_SUFFIX]);
  }
  return entity as TableEntityResult<T>;
}

/** The service's refusal as the SDK raises it: a RestError with the status, and the message of its body. */
function queryError(response: PipelineResponse): RestError {
  let message = `The table query answered ${response.status}.`;
  try {
    const body = JSON.parse(response.bodyAsText ?? '') as { 'odata.error'?: { message?: { value?: string } } };
    message = body['odata.error']?.message?.value ?? message;
  } catch {
    // A body that is not the service's JSON error keeps the status alone.
  }
  return new RestError(message, { statusCode: response.status, request: response.request, response });
}

/** Collects all pages of a query (only the `select`ed properties, when given), in the service's order. */
export async function listAll<T extends object>(client: TableClient, filter?: string, select?: string[]): Promise<TableEntityResult<T>[]> {
  const entities: TableEntityResult<T>[] = [];
  const query = new URLSearchParams({ $top: PAGE_SIZE });
  if (filter) query.set('$filter', filter);
  const selected = select?.filter((name) => name !== 'etag' && name !== 'odata.etag').map((name) => SERVICE_NAMES.get(name) ?? name);
  if (selected?.length) query.set('$select', selected.join(','));
  const address = `${client.url}/${client.tableName}()`;
  for (;;) {
    const request = createPipelineRequest({
      // URLSearchParams writes a space as '+', which the service would read as a plus sign.
      url: `${address}?${query.toString().replaceAll('+', '%20')}`,
      method: 'GET',
      headers: createHttpHeaders(QUERY_HEADERS),
      allowInsecureConnection: address.startsWith('http:'),
    });
    const response = await client.pipeline.sendRequest(httpClient, request);
    if (response.status !== 200) throw queryError(response);
    // The client's pipeline has parsed a JSON answer already (core-client's deserialisation policy).
    const { parsedBody } = response as PipelineResponse & { parsedBody?: unknown };
    const page = (parsedBody ?? JSON.parse(response.bodyAsText ?? '{}')) as { value?: Record<string, unknown>[] };
    for (const raw of page.value ?? []) entities.push(toEntity<T>(raw));
    const nextPartitionKey = response.headers.get('x-ms-continuation-nextpartitionkey');
    if (!nextPartitionKey) return entities;
    query.set('NextPartitionKey', nextPartitionKey);
    const nextRowKey = response.headers.get('x-ms-continuation-nextrowkey');
    if (nextRowKey) query.set('NextRowKey', nextRowKey);
    else query.delete('NextRowKey');
  }
}

/** How many entities match: only their keys are read. */
export async function countAll(client: TableClient, filter: string): Promise<number> {
  return (await listAll(client, filter, ['RowKey'])).length;
}
