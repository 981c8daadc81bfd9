import { randomBytes } from 'node:crypto';
import { WebPubSubServiceClient } from '@azure/web-pubsub';
import { WebPubSubClient } from '@azure/web-pubsub-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableBoardStore, TableClients } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID, DEMO_USERS, startWebPubSubEmulator } from '@listboard/local';
import {
  type ApiErrorBody,
  type Item,
  type NegotiateResponse,
  type RealtimeEvent,
  type TasksResponse,
  boardConfigSchema,
  boardGroup,
} from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { CLIENT_OPTIONS, listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';

describe('the Web PubSub emulator with both real SDKs', () => {
  const accessKey = randomBytes(32).toString('hex');
  let emulator: Awaited<ReturnType<typeof startWebPubSubEmulator>>;
  let service: WebPubSubServiceClient;

  beforeAll(async () => {
    emulator = await startWebPubSubEmulator({ port: 0, accessKey });
    service = new WebPubSubServiceClient(`Endpoint=http://127.0.0.1:${emulator.port};AccessKey=${accessKey};Version=1.0;`, 'hub', {
      allowInsecureConnection: true,
    });
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  it('carries a group message from the server SDK to a client SDK in the group only', async () => {
    const inGroup = await listen((await service.getClientAccessToken({ userId: 'ann', groups: ['g1'] })).url);
    const elsewhere = await listen((await service.getClientAccessToken({ userId: 'bob', groups: ['g2'] })).url);
    await service.group('g1').sendToAll({ hello: 'g1' });
    await service.sendToAll('to everyone', { contentType: 'text/plain' });
    expect(await inGroup.next<{ hello: string }>((m) => m.hello === 'g1')).toEqual({ hello: 'g1' });
    await inGroup.next<string>((m) => m === 'to everyone');
    await elsewhere.next<string>((m) => m === 'to everyone');
    expect(elsewhere.received).not.toContainEqual({ hello: 'g1' });
    await Promise.all([inGroup.client.stop(), elsewhere.client.stop()]);
  });

  it('lets a client join only the groups its token allows', async () => {
    const limited = await listen(
      (await service.getClientAccessToken({ userId: 'ann', groups: ['g1'], roles: ['webpubsub.joinLeaveGroup.g3'] })).url,
    );
    await expect(limited.client.joinGroup('g2')).rejects.toThrow();
    await limited.client.joinGroup('g3');
    await service.group('g3').sendToAll({ hello: 'g3' });
    await limited.next<{ hello: string }>((m) => m.hello === 'g3');
    await limited.client.stop();
  });

  it('refuses tokens signed with another key', async () => {
    const stranger = new WebPubSubServiceClient(
      `Endpoint=http://127.0.0.1:${emulator.port};AccessKey=${'x'.repeat(64)};Version=1.0;`,
      'hub',
      { allowInsecureConnection: true },
    );
    await expect(stranger.sendToAll({ nope: true })).rejects.toThrow();
    const client = new WebPubSubClient((await stranger.getClientAccessToken({ userId: 'eve' })).url, CLIENT_OPTIONS);
    await expect(client.start()).rejects.toThrow();
  });
});

describe('live updates of the API', () => {
  const env = signedInStack();

  async function demoCard(title: string): Promise<Item> {
    const board = (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID })).body;
    return board.rows.flatMap((r) => r.columns.flatMap((c) => c.items)).find((i) => i.name === title) as Item;
  }

  it("publishes a move, with the mover's client id, and the parent whose subtask counts changed", async () => {
    const negotiated = await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID });
    expect(negotiated.status).toBe(200);
    const watcher = await listen(negotiated.body.url);
    const subtask = await demoCard('Design pricing page');
    const parentBefore = await demoCard('Fix login redirect loop');
    const response = await fetch(new URL(`/api/kanban/movetask?SPHostUrl=${encodeURIComponent(DEMO_SITE)}`, env.stack.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${env.alex.token}`, 'content-type': 'application/json', 'x-listboard-client': 'page-1' },
      body: JSON.stringify({ boardID: DEMO_BOARD_ID, columnValue: 'Completed', rowValue: subtask.rowValue, info: subtask.info }),
    });
    expect(response.status).toBe(200);
    const event = await watcher.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.itemID === subtask.id);
    expect(event).toMatchObject({
      boardID: DEMO_BOARD_ID,
      listID: DEMO_TASKS_LIST_ID,
      originId: 'page-1',
      item: { columnValue: 'Completed', name: 'Design pricing page' },
    });
    const parentEvent = await watcher.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.itemID === parentBefore.id);
    expect(parentEvent.type === 'itemCreatedOrUpdated' && parentEvent.item.subInfo).toEqual({
      count: 3,
      completed: parentBefore.subInfo.completed + 1,
    });
    await watcher.client.stop();
  });

  it('publishes a create, an edit and a delete', async () => {
    const watcher = await listen(
      (await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url,
    );
    const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
    const created = await env.alex.call<{ itemID: number }>('POST', 'item/values', {
      ...where,
      itemID: 0,
      values: [{ name: 'Title', value: 'Live card' }],
    });
    const itemID = created.body.itemID;
    expect(await watcher.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.itemID === itemID)).toMatchObject({
      item: { name: 'Live card' },
    });
    await env.alex.call('POST', 'item/values', { ...where, itemID, values: [{ name: 'Title', value: 'Live card, renamed' }] });
    await watcher.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.item.name === 'Live card, renamed');
    const card = await demoCard('Live card, renamed');
    await env.alex.call('POST', 'item/remove', { boardID: DEMO_BOARD_ID, info: card.info });
    expect(await watcher.next<RealtimeEvent>((m) => m.type === 'itemRemoved' && m.itemID === itemID)).toMatchObject({
      listID: DEMO_TASKS_LIST_ID,
    });
    await watcher.client.stop();
  });

  it('keeps a user who may not view a board out of its group', async () => {
    const boards = new TableBoardStore(new TableClients(env.stack.storageConnectionString));
    const secret = await boards.create(
      new URL(DEMO_SITE).origin,
      boardConfigSchema.parse({
        name: 'Owners only',
        source: { lists: [{ url: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, name: 'Tasks' }] },
        columnFieldName: 'Status',
        columnDefinitions: [
          { name: 'Not Started', value: 'Not Started' },
          { name: 'Completed', value: 'Completed' },
        ],
        permission: { defaultUserPermission: 0, boardOwners: [{ login: DEMO_USERS[0].login }] },
      }),
    );
    const refused = await env.alex.call<ApiErrorBody>('GET', 'realtime/negotiate', undefined, { boardID: secret.config.id });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('access_denied');

    const adele = await new ApiClient(env.stack.url).signIn(DEMO_USERS[0].login);
    const ownerChannel = await listen(
      (await adele.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: secret.config.id })).body.url,
    );
    const alexChannel = await listen(
      (await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url,
    );
    await expect(alexChannel.client.joinGroup(boardGroup(secret.config.id))).rejects.toThrow();

    const card = await demoCard('Draft Q3 roadmap');
    const moved = await adele.call<Item>('POST', 'kanban/movetask', {
      boardID: secret.config.id,
      columnValue: 'Completed',
      info: card.info,
    });
    expect(moved.status).toBe(200);
    await ownerChannel.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.boardID === secret.config.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alexChannel.received.some((m) => (m as RealtimeEvent).boardID === secret.config.id)).toBe(false);
    await Promise.all([ownerChannel.client.stop(), alexChannel.client.stop()]);
  });
});
