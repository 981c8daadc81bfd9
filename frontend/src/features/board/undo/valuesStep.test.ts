import { describe, expect, it } from 'vitest';
import type { Item, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { UndoRefusal } from '../../../ui/undo/undoHistory';
import { card, column, row } from '../testing/dndBoard';
import { type ValuesStepDeps, valuesStep } from './valuesStep';

/** A card saved with labels “Bug” from none, over a server stand-in that refuses a save on another version. */
function setUp() {
  const saved = { ...card('A', 'todo', 1), info: { ...card('A', 'todo', 1).info, etag: '"v2"' } };
  const data: TasksResponse = { users: [], rows: [row('', [column('todo', [saved])])] };
  const server = { etag: '"v2"', labels: 'Bug', editor: null as Item['editor'], refreshFails: false };
  const writes: Array<{ value: string | null; etag: string }> = [];
  let version = 2;
  const deps: ValuesStepDeps = {
    read: () => data,
    async save(_card, [{ value }], etag) {
      writes.push({ value, etag });
      if (etag !== server.etag) throw new ApiError(412, 'stale_item', 'changed since');
      version += 1;
      server.etag = `"v${version}"`;
      server.labels = value ?? '';
      return server.etag;
    },
    async refresh(left) {
      if (server.refreshFails) throw new Error('offline');
      const fresh = { ...left, editor: server.editor, info: { ...left.info, etag: server.etag } };
      data.rows[0].columns[0].items[0] = fresh;
      return fresh;
    },
    show: (written) => (data.rows[0].columns[0].items[0] = written),
    refusals: {
      gone: (direction) => `${direction}: gone`,
      changed: (direction, _left, now) => `${direction}: ${now.editor?.name ?? 'someone'} changed it`,
    },
    versions: new Map(),
  };
  const change = { name: 'Labels', type: 'MultiChoice' as const, before: '', after: 'Bug' };
  const step = valuesStep({ changes: [change], card: saved }, 'Changed Labels of “A”', deps);
  return { step, server, writes };
}

describe('the undo of a value saved on the card', () => {
  it('writes the value before on the version the save made, and the value after on the version the undo made', async () => {
    const { step, server, writes } = setUp();
    await step.undo();
    expect(server.labels).toBe('');
    await step.redo();
    expect(server.labels).toBe('Bug');
    expect(writes).toEqual([
      { value: '', etag: '"v2"' },
      { value: 'Bug', etag: '"v3"' },
    ]);
  });

  it('goes on from its own write when the card cannot be read afresh after it', async () => {
    const { step, server } = setUp();
    server.refreshFails = true;
    await step.undo();
    server.refreshFails = false;
    await step.redo();
    expect(server.labels).toBe('Bug');
  });

  it("is refused, naming who changed the card, when the server has another person's version", async () => {
    const { step, server } = setUp();
    server.etag = '"theirs"';
    server.editor = { id: 7, name: 'Megan Bowen' } as Item['editor'];
    await expect(step.undo()).rejects.toEqual(new UndoRefusal('undo: Megan Bowen changed it'));
    expect(server.labels).toBe('Bug');
  });
});
