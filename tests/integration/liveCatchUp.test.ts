import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TableClients, TableLiveLog } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID } from '@listboard/local';
import {
  type Item,
  type MissedEventsResponse,
  type NegotiateResponse,
  type PackedTasksResponse,
  type RealtimeEvent,
  type TasksResponse,
} from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';

const removal = (itemID: number): RealtimeEvent => ({ type: 'itemRemoved', boardID: 'b', listID: 'l', itemID, timestamp: itemID });

describe("catching up with a board's live events", () => {
  const env = signedInStack();
  const liveLog = (limits?: ConstructorParameters<typeof TableLiveLog>[1]) =>
    new TableLiveLog(new TableClients(env.stack.storageConnectionString), limits);

  it('numbers parallel appends to one board uniquely and without gaps, and replays them in order', async () => {
    const log = liveLog();
    const board = `parallel-${randomUUID()}`;
    const appended = await Promise.all(Array.from({ length: 60 }, (_, index) => log.append(board, removal(index + 1))));
    const numbers = appended.map((event) => event.sequence).sort((a, b) => (a as number) - (b as number));
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expect(await log.latest(board)).toBe(60);
    const replay = await log.since(board, 50);
    expect(replay.complete).toBe(true);
    expect(replay.events.map((event) => event.sequence)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    // Each number stands for the event it was given to.
    for (const event of replay.events) expect(appended.find((sent) => sent.sequence === event.sequence)).toEqual(event);
  });

  it('says a replay is incomplete when the events asked for are no longer kept, by number or by age, and forgets a removed board', async () => {
    const board = `ring-${randomUUID()}`;
    const small = liveLog({ kept: 5, keptMs: 60_000, maxTries: 50 });
    for (let index = 1; index <= 12; index++) await small.append(board, removal(index));
    expect(await small.since(board, 3)).toMatchObject({ complete: false });
    const kept = await small.since(board, 7);
    expect(kept.complete).toBe(true);
    expect(kept.events.map((event) => event.sequence)).toEqual([8, 9, 10, 11, 12]);
    expect(await small.since(board, 12)).toEqual({ events: [], complete: true });
    expect(await small.since(board, 13)).toMatchObject({ complete: false });
    const forgetful = new TableLiveLog(
      new TableClients(env.stack.storageConnectionString),
      { kept: 5, keptMs: 60_000, maxTries: 50 },
      () => Date.now() + 120_000,
    );
    expect(await forgetful.since(board, 10)).toMatchObject({ complete: false });
    await small.removeBoard(board);
    expect(await small.latest(board)).toBe(0);
    expect(await small.since(board, 0)).toEqual({ events: [], complete: true });
  });

  it("replays to a page a change sent between its tasks read and its live channel's join", async () => {
    const tasks = (await env.alex.call<PackedTasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, packed: true })).body;
    const read = tasks.sequence as number;
    expect(read).toBeGreaterThanOrEqual(0);
    const plain = (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID })).body;
    expect(plain.sequence).toBeGreaterThanOrEqual(read);
    const card = plain.rows.flatMap((r) => r.columns.flatMap((c) => c.items)).find((item) => item.name === 'Draft Q3 roadmap') as Item;

    // Someone else moves a card after the read; their own page sees the event sent before Alex's channel joins.
    const megan = await new ApiClient(env.stack.url).signIn('megan@demo.listboard.local');
    const meganChannel = await listen(
      (await megan.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url,
    );
    expect(
      (
        await megan.call<Item>('POST', 'kanban/movetask', {
          boardID: DEMO_BOARD_ID,
          columnValue: 'Deferred',
          rowValue: card.rowValue,
          info: card.info,
        })
      ).status,
    ).toBe(200);
    const isTheMove = (event: RealtimeEvent) =>
      event.type === 'itemCreatedOrUpdated' && event.itemID === card.id && event.item.columnValue === 'Deferred';
    const sent = await meganChannel.next<RealtimeEvent>(isTheMove);
    const channel = await listen(
      (await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url,
    );

    // What the page does once joined: it asks for what came after its read, and gets the move.
    const missed = await env.alex.call<MissedEventsResponse>('GET', 'realtime/missed', undefined, {
      boardID: DEMO_BOARD_ID,
      after: String(read),
    });
    expect(missed.status).toBe(200);
    expect(missed.body.complete).toBe(true);
    expect(missed.body.events.find(isTheMove)).toEqual(sent);
    expect(sent.sequence).toBeGreaterThan(read);
    expect(missed.body.events.map((event) => event.sequence)).toEqual(missed.body.events.map((_, index) => read + index + 1));
    expect(channel.received).not.toContainEqual(sent);
    await meganChannel.client.stop();
    await channel.client.stop();
  });
});
