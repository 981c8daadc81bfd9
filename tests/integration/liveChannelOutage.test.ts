import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, loadSettings, resetServices } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { NegotiateResponse, RealtimeEvent } from '@listboard/shared';
import { DEMO_SITE } from '../support/apiClient';
import { listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';

type GateMode = 'open' | 'holding' | 'refusing';

/**
 * A TCP gate between the server and the Web PubSub emulator: open passes everything; holding
 * takes requests and never answers (a hung channel); refusing drops every connection (a channel
 * that is down). Changing the mode cuts the connections open so far, so none slips past it.
 */
class ChannelGate {
  heldRequests = 0;
  private mode: GateMode = 'open';
  private readonly sockets = new Set<net.Socket>();
  private readonly server = net.createServer((client) => this.accept(client));

  constructor(private readonly emulatorPort: number) {}

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)));
  }

  set(mode: GateMode): void {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    this.set('refusing');
    await new Promise((resolve) => this.server.close(resolve));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket): void {
    this.track(client);
    if (this.mode === 'refusing') return void client.destroy();
    if (this.mode === 'holding')
      return void client.once('data', () => {
        this.heldRequests += 1;
      });
    const emulator = net.connect(this.emulatorPort, '127.0.0.1');
    this.track(emulator);
    client.pipe(emulator).pipe(client);
    client.on('close', () => emulator.destroy());
    emulator.on('close', () => client.destroy());
  }
}

const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let gate: ChannelGate;
let emulatorPort: number;

beforeAll(async () => {
  emulatorPort = Number(/Endpoint=http:\/\/127\.0\.0\.1:(\d+)/.exec(env.stack.webPubSubConnectionString)?.[1]);
  gate = new ChannelGate(emulatorPort);
  const gatePort = await gate.listen();
  // The server publishes through the gate; the listening pages connect to the emulator directly.
  process.env.LISTBOARD_WEBPUBSUB_CONNECTION_STRING = env.stack.webPubSubConnectionString.replace(`:${emulatorPort}`, `:${gatePort}`);
  resetServices(createServices(loadSettings()));
});
afterEach(() => gate.set('open'));
afterAll(async () => {
  await gate?.close();
});

async function boardListener() {
  const negotiated = await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID });
  const url = new URL(negotiated.body.url);
  url.port = String(emulatorPort);
  return listen(url.toString());
}

/** The title each card was created with. */
const createdAs = new Map<number, string>();

async function createCard(title: string): Promise<number> {
  const { itemID } = (
    await env.alex.call<{ itemID: number }>('POST', 'item/values', { ...where, itemID: 0, values: [{ name: 'Title', value: title }] })
  ).body;
  createdAs.set(itemID, title);
  return itemID;
}

function rename(itemID: number, title: string) {
  return env.alex.call('POST', 'item/values', { ...where, itemID, values: [{ name: 'Title', value: title }] });
}

/**
 * The names the item's updates carried, without its creation's: the card is created before the
 * listener joins, and that update, sent after the answer, may still reach the listener or not. In
 * order of arrival.
 */
function namesOf(received: unknown[], itemID: number): string[] {
  return (received as RealtimeEvent[]).flatMap((m) =>
    m.type === 'itemCreatedOrUpdated' && m.itemID === itemID && m.item.name !== createdAs.get(itemID) ? [m.item.name] : [],
  );
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Generous patience once the publish is known to be stuck at the channel: a write still unanswered then waits for it. */
const BLOCKED_AFTER_MS = 5000;

describe('writes while the live channel is out', () => {
  it('answers a write while its live update is still held at a hung channel, and delivers it once the channel answers', async () => {
    const itemID = await createCard('Before the hang');
    const listener = await boardListener();
    gate.set('holding');
    const blocked = until(() => gate.heldRequests > 0)
      .then(() => new Promise((resolve) => setTimeout(resolve, BLOCKED_AFTER_MS)))
      .then(() => 'the write waited for the live channel');
    const outcome = await Promise.race([rename(itemID, 'Written during the hang').then((answer) => answer.status), blocked]);
    expect(outcome).toBe(200);
    await until(() => gate.heldRequests > 0);
    expect(namesOf(listener.received, itemID)).not.toContain('Written during the hang');
    gate.set('open');
    await listener.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.item.name === 'Written during the hang', 15_000);
    await listener.client.stop();
  });

  it('keeps the updates of writes made while the channel is down and sends them in order when it is back', async () => {
    const itemID = await createCard('Before the outage');
    const listener = await boardListener();
    gate.set('refusing');
    const titles = ['Down 1', 'Down 2', 'Down 3', 'Down 4'];
    for (const title of titles) expect((await rename(itemID, title)).status).toBe(200);
    gate.set('open');
    await listener.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.item.name === 'Down 4', 15_000);
    expect(namesOf(listener.received, itemID)).toEqual(titles);
    await listener.client.stop();
  });

  it('sends the updates of quick successive writes in their order while the channel is up', async () => {
    const itemID = await createCard('Up 0');
    const listener = await boardListener();
    const titles = ['Up 1', 'Up 2', 'Up 3', 'Up 4', 'Up 5'];
    for (const title of titles) expect((await rename(itemID, title)).status).toBe(200);
    await listener.next<RealtimeEvent>((m) => m.type === 'itemCreatedOrUpdated' && m.item.name === 'Up 5');
    expect(namesOf(listener.received, itemID)).toEqual(titles);
    await listener.client.stop();
  });
});
