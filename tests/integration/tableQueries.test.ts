import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestError, type TableClient, type TableEntity } from '@azure/data-tables';
import { TableClients, countAll, listAll } from '@listboard/functions/host-api';
import { type RunningAzurite, startAzurite } from '@listboard/local';

// The adapter reads a query's pages itself and turns the JSON into entities (docs/performance.md): it must give
// exactly what the SDK's listEntities gives, page after page, for every kind of value the service stores.
let azurite: RunningAzurite;
let client: TableClient;

async function sdkList(filter?: string, select?: string[]) {
  const entities: object[] = [];
  for await (const page of client.listEntities({ queryOptions: { filter, select } }).byPage({ maxPageSize: 1000 })) entities.push(...page);
  return entities;
}

const TYPED: TableEntity = {
  partitionKey: 'typed',
  rowKey: 'every kind',
  text: "plain + 'quoted' text, ü and 😀",
  empty: '',
  whole: 42,
  fraction: 0.25,
  big: 2 ** 40,
  negative: -7,
  yes: true,
  no: false,
  when: new Date(Date.UTC(2026, 11, 3, 7, 1, 11, 123)),
  huge: 9007199254740993n,
  id: { value: '6f1c2a9e-5b7d-4c3e-9a1f-0d2e4b6c8a10', type: 'Guid' },
  bytes: new Uint8Array([0, 1, 2, 250, 255]),
  typedText: { value: '0042', type: 'String' },
};

beforeAll(async () => {
  azurite = await startAzurite({ location: null });
  client = await new TableClients(azurite.connectionString).table('queries');
  await client.createEntity(TYPED);
  // Three pages of a thousand, with keys that need encoding in a filter.
  for (let start = 0; start < 2_300; start += 100) {
    await client.submitTransaction(
      Array.from({ length: 100 }, (_, offset) => {
        const index = start + offset;
        return [
          'create',
          { partitionKey: 'many', rowKey: String(index).padStart(5, '0'), title: `Card ${index} + more`, order: index * 10.5 },
        ] as const;
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  await azurite?.stop();
});

describe('a table query read by the adapter', () => {
  it('gives every value as the SDK does: dates, 64-bit integers, GUIDs, bytes, flags, numbers and text', async () => {
    const filter = "PartitionKey eq 'typed'";
    const [entity] = await listAll<{ when: Date; huge: bigint; bytes: Uint8Array }>(client, filter);
    expect(entity).toEqual((await sdkList(filter))[0]);
    expect(entity.when).toEqual(TYPED.when);
    expect(entity.huge).toBe(9007199254740993n);
    expect([...entity.bytes]).toEqual([...(TYPED.bytes as Uint8Array)]);
    expect(Object.keys(entity).sort()).toEqual(Object.keys((await sdkList(filter))[0]).sort());
  });

  it('follows the continuation across pages, and filters on values with spaces, plus signs and quotes', async () => {
    const all = await listAll(client, "PartitionKey eq 'many'");
    expect(all).toHaveLength(2_300);
    expect(all).toEqual(await sdkList("PartitionKey eq 'many'"));
    const byTitle = "PartitionKey eq 'many' and title eq 'Card 1234 + more'";
    expect((await listAll<{ order: number }>(client, byTitle)).map((e) => e.order)).toEqual([12_957]);
    expect(await listAll(client, "text eq 'plain + ''quoted'' text, ü and 😀'")).toHaveLength(1);
    expect(await listAll(client)).toEqual(await sdkList());
  });

  it('reads only the selected properties, keys and ETag included, and counts', async () => {
    const select = ['rowKey', 'title', 'etag'];
    const selected = await listAll(client, "PartitionKey eq 'many' and RowKey lt '00003'", select);
    expect(selected).toEqual(await sdkList("PartitionKey eq 'many' and RowKey lt '00003'", select));
    expect(Object.keys(selected[0]).sort()).toEqual(['etag', 'rowKey', 'title']);
    expect(await countAll(client, "PartitionKey eq 'many'")).toBe(2_300);
  });

  it("raises the service's refusal as the SDK does: a RestError with its status", async () => {
    const refusal = await listAll(client, 'this is no filter').catch((error: unknown) => error);
    const sdkRefusal = await sdkList('this is no filter').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestError);
    expect(sdkRefusal).toBeInstanceOf(RestError);
    expect((refusal as RestError).statusCode).toBe((sdkRefusal as RestError).statusCode);
    expect((refusal as RestError).statusCode).toBe(400);
  });
});
