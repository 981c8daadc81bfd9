import { describe, expect, it } from 'vitest';
import type { Item, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { UndoRefusal } from '../../../ui/undo/undoHistory';
import { findCard } from '../dnd/moveCache';
import { card, column, row } from '../testing/dndBoard';
import { type RecycleStepDeps, createdStep, deletedStep } from './recycleSteps';

/**
 * A board with card A over a recycle bin stand-in as the server keeps it: a recycling on another version is refused
 * (412), a token restores once, and a full cell refuses the card back (409 wip_limit).
 */
function setUp(onBoard: boolean) {
  const a = { ...card('A', 'todo', 1), info: { ...card('A', 'todo', 1).info, etag: '"v1"' } };
  const data: TasksResponse = { users: [], rows: [row('', [column('todo', onBoard ? [a] : [])])] };
  const server = { etag: '"v1"', inBin: null as string | null, tokens: 0, cellFull: false, editor: null as Item['editor'] };
  const items = () => data.rows[0].columns[0].items;
  const deps: RecycleStepDeps = {
    read: () => data,
    async refresh(left) {
      return server.inBin ? null : { ...left, editor: server.editor, info: { ...left.info, etag: server.etag } };
    },
    show: () => undefined,
    refusals: {
      gone: (direction) => `${direction}: gone`,
      changed: (direction, _left, now) => `${direction}: ${now.editor?.name ?? 'someone'} changed it`,
    },
    versions: new Map(),
    async recycle(_card, etag) {
      if (etag !== server.etag) throw new ApiError(412, 'stale_item', 'changed since');
      server.tokens += 1;
      server.inBin = `token ${server.tokens}`;
      return server.inBin;
    },
    async restore(left, token) {
      if (token !== server.inBin) throw new ApiError(409, 'card_not_restorable', 'not in the bin');
      if (server.cellFull) throw new ApiError(409, 'wip_limit', 'full');
      server.inBin = null;
      return { ...left, info: { ...left.info, etag: server.etag } };
    },
    hide: (left) =>
      items().splice(
        items().findIndex((item) => item.uniqueID === left.uniqueID),
        1,
      ),
    place: (restored) => items().push(restored),
    notRestorable: (direction) => `${direction}: not in the bin`,
    failure: () => 'The cell is full.',
  };
  return { a, data, server, deps };
}

describe('the undo of a deleted card', () => {
  it('restores it once by its token, deletes it again on redo, and restores it by the new token', async () => {
    const { a, data, server, deps } = setUp(false);
    server.inBin = 'token 0';
    const step = deletedStep(a, 'token 0', 'Deleted “A”', deps);
    await step.undo();
    expect(findCard(data, a.uniqueID)).toBeTruthy();
    await step.redo();
    expect(findCard(data, a.uniqueID)).toBeNull();
    expect(server.inBin).toBe('token 1');
    await step.undo();
    expect(server.inBin).toBeNull();
    expect(findCard(data, a.uniqueID)).toBeTruthy();
  });

  it('stays to be tried again while its cell is full, and is refused once the card is restored elsewhere', async () => {
    const { a, data, server, deps } = setUp(false);
    server.inBin = 'token 0';
    const step = deletedStep(a, 'token 0', 'Deleted “A”', deps);
    server.cellFull = true;
    await expect(step.undo()).rejects.toThrow('The cell is full.');
    await expect(step.undo()).rejects.not.toBeInstanceOf(UndoRefusal);
    server.cellFull = false;
    server.inBin = 'restored by another tab';
    await expect(step.undo()).rejects.toEqual(new UndoRefusal('undo: not in the bin'));
    expect(findCard(data, a.uniqueID)).toBeNull();
  });
});

describe('the undo of a card made', () => {
  it('deletes it on the version it was made with, and its redo brings it back', async () => {
    const { a, data, server, deps } = setUp(true);
    const step = createdStep(a, 'Added “A”', deps);
    await step.undo();
    expect(findCard(data, a.uniqueID)).toBeNull();
    await step.redo();
    expect(findCard(data, a.uniqueID)).toBeTruthy();
    expect(server.inBin).toBeNull();
  });

  it("is refused, naming who changed the card, and deletes nothing of another person's change", async () => {
    const { a, data, server, deps } = setUp(true);
    const step = createdStep(a, 'Added “A”', deps);
    server.etag = '"theirs"';
    server.editor = { id: 7, name: 'Megan Bowen' } as Item['editor'];
    await expect(step.undo()).rejects.toEqual(new UndoRefusal('undo: Megan Bowen changed it'));
    expect(server.inBin).toBeNull();
    expect(findCard(data, a.uniqueID)).toBeTruthy();
  });
});
