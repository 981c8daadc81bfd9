import { describe, expect, it } from 'vitest';
import { TableClients, TablePresenceRoster } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import {
  type ApiErrorBody,
  type NegotiateResponse,
  PRESENCE_TTL_MS,
  type PresenceChangedEvent,
  type PresenceResponse,
  cardIdOf,
} from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const CARD = cardIdOf(DEMO_TASKS_LIST_ID, 3);

const report = (client: ApiClient, clientId: string, card: string | null = null, editing = false) =>
  client.call<PresenceResponse>('POST', 'realtime/presence', { boardID: DEMO_BOARD_ID, clientId, card, editing });
const leave = (client: ApiClient, clientId: string) =>
  client.call<PresenceResponse>('DELETE', 'realtime/presence', undefined, { boardID: DEMO_BOARD_ID, clientId });
const signIn = (alias: string) => new ApiClient(env.stack.url).signIn(`${alias}@demo.listboard.local`);

async function channelOf(client: ApiClient) {
  return listen((await client.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url);
}

const presenceEvents = (received: unknown[]) =>
  received.filter((m) => (m as PresenceChangedEvent).type === 'presenceChanged') as PresenceChangedEvent[];

describe('who has a board open', () => {
  it('tells the board when a page comes, opens a card to edit it and leaves, and only then', async () => {
    const megan = await signIn('megan');
    const channel = await channelOf(megan);
    const came = await report(env.alex, 'alex-page-1');
    expect(came.status).toBe(200);
    expect(came.body.pages).toEqual([
      expect.objectContaining({ clientId: 'alex-page-1', name: 'Alex Wilber', card: null, editing: false }),
    ]);
    expect(came.body.pages[0].expiresInMs).toBe(PRESENCE_TTL_MS);
    await channel.next<PresenceChangedEvent>((m) => m.type === 'presenceChanged' && m.pages.some((p) => p.clientId === 'alex-page-1'));

    await report(env.alex, 'alex-page-1');
    await report(env.alex, 'alex-page-1', CARD, true);
    const editing = await channel.next<PresenceChangedEvent>(
      (m) => m.type === 'presenceChanged' && m.pages.some((p) => p.clientId === 'alex-page-1' && p.editing),
    );
    expect(editing.pages.find((p) => p.clientId === 'alex-page-1')).toMatchObject({ card: CARD, login: 'alex@demo.listboard.local' });
    // A report that changes nothing is not told again.
    expect(presenceEvents(channel.received)).toHaveLength(2);

    const both = await report(megan, 'megan-page-1', CARD, true);
    expect(both.body.pages.filter((p) => p.card === CARD && p.editing).map((p) => p.name)).toEqual(['Alex Wilber', 'Megan Bowen']);

    const left = await leave(env.alex, 'alex-page-1');
    expect(left.status).toBe(200);
    expect(left.body.pages.map((p) => p.clientId)).not.toContain('alex-page-1');
    await channel.next<PresenceChangedEvent>(
      (m) => m.type === 'presenceChanged' && m.pages.every((p) => p.clientId !== 'alex-page-1') && m.pages.length > 0,
    );
    await leave(megan, 'megan-page-1');
    await channel.client.stop();
  });

  it('counts someone who may only view the board as reading a card, not editing it', async () => {
    const pradeep = await signIn('pradeep');
    const answer = await report(pradeep, 'pradeep-page', CARD, true);
    expect(answer.status).toBe(200);
    expect(answer.body.pages.find((p) => p.clientId === 'pradeep-page')).toMatchObject({ card: CARD, editing: false });
    await leave(pradeep, 'pradeep-page');
  });

  it('keeps every page of many that come at once, and no page removes another person’s', async () => {
    const pages = Array.from({ length: 12 }, (_, index) => `crowd-${index}`);
    await Promise.all(pages.map((clientId) => report(env.alex, clientId)));
    const megan = await signIn('megan');
    // Megan names one of Alex's pages: it is her own page of that id that leaves, and she had none.
    await leave(megan, 'crowd-0');
    const seen = await report(megan, 'megan-crowd');
    expect(seen.body.pages.filter((p) => p.clientId.startsWith('crowd-')).map((p) => p.clientId)).toEqual([...pages].sort());
    await Promise.all([...pages.map((clientId) => leave(env.alex, clientId)), leave(megan, 'megan-crowd')]);
  });

  it('refuses a card or a page id that is not one', async () => {
    const badCard = await env.alex.call<ApiErrorBody>('POST', 'realtime/presence', {
      boardID: DEMO_BOARD_ID,
      clientId: 'alex-page',
      card: 'no card',
      editing: false,
    });
    expect(badCard.status).toBe(400);
    const badPage = await env.alex.call<ApiErrorBody>('DELETE', 'realtime/presence', undefined, {
      boardID: DEMO_BOARD_ID,
      clientId: 'a b',
    });
    expect(badPage.status).toBe(400);
  });

  it('lets a page lapse once it stops reporting, and clears its row away', async () => {
    const roster = new TablePresenceRoster(new TableClients(env.stack.storageConnectionString));
    const page = { userId: 1, name: 'Ann', login: 'ann@example.com', card: null, editing: false };
    const now = Date.now();
    await roster.report('lapse-board', { ...page, clientId: 'gone', seenAt: now - 200 }, 100);
    const after = await roster.report('lapse-board', { ...page, clientId: 'here', seenAt: now }, 100);
    expect(after.present.map((p) => p.clientId)).toEqual(['here']);
    expect(after.before).toBeNull();
    const again = await roster.report('lapse-board', { ...page, clientId: 'here', seenAt: now + 10 }, 100);
    expect(again.before).toMatchObject({ clientId: 'here', card: null });
    await roster.removeBoard('tenant', 'lapse-board');
  });
});
