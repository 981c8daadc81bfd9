import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardTooLargeError, ConcurrencyError, TableBoardStore, TableClients } from '@listboard/functions/host-api';
import { type RunningAzurite, startAzurite } from '@listboard/local';
import { boardConfigSchema } from '@listboard/shared';

// The built-in list store's behaviour is the list host contract (listHostContract.test.ts).
const SITE = 'https://contoso.test/sites/ops';
let azurite: RunningAzurite;

beforeAll(async () => {
  azurite = await startAzurite({ location: null });
});

afterAll(async () => {
  await azurite?.stop();
});

describe('the board store', () => {
  const tenant = 'https://contoso.test';
  const config = (name: string) =>
    boardConfigSchema.parse({
      name,
      source: { lists: [{ url: SITE, listID: 'l1', name: 'Work' }] },
      columnFieldName: 'Status',
      columnDefinitions: [
        { name: 'Open', value: 'Open' },
        { name: 'Done', value: 'Done' },
      ],
    });

  it('stores a configuration larger than one 64 KiB property and saves with ETags', async () => {
    const store = new TableBoardStore(new TableClients(azurite.connectionString));
    const big = { ...config('Big board'), description: 'ü'.repeat(40_000) + 'a'.repeat(100_000) };
    const created = await store.create(tenant, big);
    expect(created.config.id).toMatch(/[0-9a-f-]{36}/);
    const read = await store.get(tenant, created.config.id);
    expect(read?.config.description).toBe(big.description);
    expect((await store.list(tenant)).map((b) => b.config.name)).toContain('Big board');
    expect(await store.list('https://other.test')).toEqual([]);
    const saved = await store.save(tenant, { ...created.config, name: 'Renamed' }, created.etag);
    await expect(store.save(tenant, { ...created.config, name: 'Lost update' }, created.etag)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.get(tenant, created.config.id))?.config.name).toBe('Renamed');
    expect(saved.etag).not.toBe(created.etag);
    await expect(store.create(tenant, { ...config('Huge'), description: 'x'.repeat(1_000_000) })).rejects.toBeInstanceOf(
      BoardTooLargeError,
    );
  });
});
