import { TableClient, TableServiceClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { WebPubSubServiceClient } from '@azure/web-pubsub';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Inbox } from '../support/inbox';
import { leaseChildren } from './childPool';
import { repoRoot } from './stackFixture';

const insecure = { allowInsecureConnection: true };

async function names<T>(items: AsyncIterable<T>, name: (item: T) => string | undefined): Promise<string[]> {
  const found: string[] = [];
  for await (const item of items) found.push(name(item) ?? '');
  return found;
}

/** What a file left behind in storage and mail, in both data locations. */
async function leaveStateIn(connectionString: string, smtpUrl: string): Promise<void> {
  const table = TableClient.fromConnectionString(connectionString, 'leftover', insecure);
  await table.createTable();
  await table.createEntity({ partitionKey: 'p', rowKey: 'r' });
  await BlobServiceClient.fromConnectionString(connectionString).getContainerClient('leftover').create();
  await QueueServiceClient.fromConnectionString(connectionString).getQueueClient('leftover').create();
  await createTransport(smtpUrl).sendMail({ from: 'a@listboard.local', to: 'b@listboard.local', subject: 'leftover', text: 'x' });
}

/** A live client of the emulator, open; `closed` settles when the emulator closes it. */
async function liveClient(connectionString: string): Promise<{ closed: Promise<number> }> {
  const hub = new WebPubSubServiceClient(connectionString, 'listboard', insecure);
  const { url } = await hub.getClientAccessToken({ userId: 'alex' });
  const socket = new WebSocket(url, 'json.webpubsub.azure.v1');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('message', resolve);
    socket.once('error', reject);
  });
  return { closed };
}

async function storageNames(connectionString: string): Promise<string[]> {
  return [
    ...(await names(TableServiceClient.fromConnectionString(connectionString, insecure).listTables(), (table) => table.name)),
    ...(await names(BlobServiceClient.fromConnectionString(connectionString).listContainers(), (container) => container.name)),
    ...(await names(QueueServiceClient.fromConnectionString(connectionString).listQueues(), (queue) => queue.name)),
  ];
}

describe("the worker's stack children", () => {
  it('are lent again to the next stack with no table, container, queue, mail or live connection of the last one', async () => {
    const first = await leaseChildren(repoRoot);
    const { azurite, mail } = first.children;
    await leaveStateIn(azurite.connectionString, mail.smtpUrl);
    await leaveStateIn(azurite.locationConnectionString, mail.smtpUrl);
    const client = await liveClient(first.children.emulator.connectionString);
    expect(await storageNames(azurite.connectionString)).toEqual(['leftover', 'leftover', 'leftover']);
    await first.release();

    const next = await leaseChildren(repoRoot);
    try {
      expect(next.children.emulator.connectionString).toBe(first.children.emulator.connectionString);
      expect(await storageNames(azurite.connectionString)).toEqual([]);
      expect(await storageNames(azurite.locationConnectionString)).toEqual([]);
      expect(await new Inbox(mail.inboxUrl).all()).toEqual([]);
      expect(await client.closed).toBe(1000);
    } finally {
      await next.release();
    }
  });

  it('are not lent again once a test has stopped Azurite', async () => {
    const first = await leaseChildren(repoRoot);
    await first.children.azurite.stop();
    await first.children.azurite.start();
    await first.release();

    const next = await leaseChildren(repoRoot);
    try {
      // The emulator's access key is made anew for each set of children.
      expect(next.children.emulator.connectionString).not.toBe(first.children.emulator.connectionString);
      expect(await storageNames(next.children.azurite.connectionString)).toEqual([]);
    } finally {
      await next.release();
    }
  });
});
