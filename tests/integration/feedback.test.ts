import { TableClient } from '@azure/data-tables';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, feedbackJob, loadSettings, resetServices } from '@listboard/functions/host-api';
import { LOCAL_FEEDBACK_ADDRESS } from '@listboard/local';
import type { ApiErrorBody, FeedbackResult } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { Inbox } from '../support/inbox';
import { signedInStack } from './stackFixture';

/**
 * POST /api/feedback/send over Azurite and MailDev (docs/news-and-feedback.md): feedback is stored, mailed once to the
 * feedback address whatever retries or parallel requests do, kept while it cannot be mailed and mailed
 * by the feedback timer later; a body of 3 characters or fewer is refused.
 */

const env = signedInStack();
let inbox: Inbox;
let megan: ApiClient;

const send = (client: ApiClient, subject: string, body: string, clientEmail = 'megan@demo.listboard.local', requestId?: string) =>
  client.call<FeedbackResult & ApiErrorBody>('POST', 'feedback/send', { subject, body, clientEmail, ...(requestId && { requestId }) });

const feedbackTable = () =>
  TableClient.fromConnectionString(env.stack.storageConnectionString, 'lbfeedback', { allowInsecureConnection: true });

async function storedFeedback(subject: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  try {
    for await (const row of feedbackTable().listEntities<Record<string, unknown>>()) if (row.subject === subject) rows.push(row);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  return rows;
}

/** The stack's services with other settings, as a deployment without an address or with a failing transport has them. */
function runWith(change: (settings: ReturnType<typeof loadSettings>) => ReturnType<typeof loadSettings>): void {
  resetServices(createServices(change(loadSettings())));
}

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  megan = await new ApiClient(env.stack.url).signIn('megan@demo.listboard.local');
});

afterEach(() => runWith((settings) => settings));

describe('feedback', () => {
  it('is stored and mailed to the feedback address, answering to the person who wrote it', async () => {
    const answer = await send(megan, 'Swimlane colours', 'Could lanes have colours of their own?');
    expect([answer.status, answer.body]).toEqual([200, { state: 'sent' }]);
    const [mail] = await inbox.waitFor(LOCAL_FEEDBACK_ADDRESS, 'Swimlane colours');
    expect(mail.subject).toBe('[Listboard feedback] Swimlane colours');
    expect(mail.text).toContain('Could lanes have colours of their own?');
    expect(mail.text).toContain('Signed in as: megan@demo.listboard.local');
    expect(await inbox.source(mail.id)).toMatch(/^Reply-To: .*<megan@demo\.listboard\.local>/m);
    const [row] = await storedFeedback('Swimlane colours');
    expect(row).toMatchObject({
      login: 'megan@demo.listboard.local',
      body: 'Could lanes have colours of their own?',
      state: 'sent',
      tenant: 'https://demo.listboard.local',
    });
  });

  it('is mailed once for parallel identical requests and for retries of the same request', async () => {
    const words = [
      'Twice is once',
      'The same words sent by a double click and a retry.',
      'megan@demo.listboard.local',
      'retry-of-one-request',
    ] as const;
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(megan, ...words)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.map((a) => a.body.state)).toContain('sent');
    const retry = await send(megan, ...words);
    expect(retry.body).toEqual({ state: 'sent' });
    await inbox.waitFor(LOCAL_FEEDBACK_ADDRESS, 'Twice is once', 2, 2_000);
    expect(await inbox.to(LOCAL_FEEDBACK_ADDRESS, 'Twice is once')).toHaveLength(1);
    expect(await storedFeedback('Twice is once')).toHaveLength(1);
  });

  it('is received again when the person sends the same words in a new request, as a day later', async () => {
    const words = ['Said again', 'The same wish, written again another day.', 'megan@demo.listboard.local'] as const;
    expect((await send(megan, ...words, 'first-request-of-megan')).body).toEqual({ state: 'sent' });
    expect((await send(megan, ...words, 'second-request-of-megan')).body).toEqual({ state: 'sent' });
    expect(await inbox.waitFor(LOCAL_FEEDBACK_ADDRESS, 'Said again', 2)).toHaveLength(2);
    expect(await storedFeedback('Said again')).toHaveLength(2);
  });

  it('with a body of 3 characters or fewer is refused with feedback_too_short, and nothing is stored', async () => {
    for (const body of ['', 'abc', '  ab \n ']) {
      const refused = await send(megan, 'Too short', body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([400, 'feedback_too_short']);
      expect(refused.body.message).toBe('Write a message of more than 3 characters.');
    }
    // With other problems beside it, the request is malformed.
    const malformed = await send(megan, 'Too short', 'ab', 'not an address');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalid_request']);
    expect((await send(megan, 'Line\nbreak', 'A subject cannot break a mail header.')).body.code).toBe('invalid_request');
    expect(await storedFeedback('Too short')).toEqual([]);
  });

  it('is kept while the deployment has no feedback address, and the timer mails it once an address is set', async () => {
    runWith((settings) => ({ ...settings, feedbackAddress: null }));
    const kept = await send(megan, 'Kept for later', 'Sent while no address was set.');
    expect([kept.status, kept.body]).toEqual([200, { state: 'waiting' }]);
    expect((await storedFeedback('Kept for later'))[0]).toMatchObject({ state: 'waiting' });
    await feedbackJob.run();
    expect(await inbox.to(LOCAL_FEEDBACK_ADDRESS, 'Kept for later')).toEqual([]);

    runWith((settings) => settings);
    await Promise.all([feedbackJob.run(), feedbackJob.run()]);
    await feedbackJob.run();
    expect(await inbox.waitFor(LOCAL_FEEDBACK_ADDRESS, 'Kept for later')).toHaveLength(1);
    expect((await storedFeedback('Kept for later'))[0]).toMatchObject({ state: 'sent' });
  });

  it('is kept when the mail transport fails, and the timer mails it later', async () => {
    const mail = loadSettings().mail;
    if (!mail) throw new Error('The test stack sends mail.');
    runWith((settings) => ({ ...settings, mail: { ...mail, transport: { kind: 'smtp', url: 'smtp://127.0.0.1:1' } } }));
    const kept = await send(megan, 'Transport down', 'Sent while the mail server did not answer.');
    expect([kept.status, kept.body]).toEqual([200, { state: 'waiting' }]);
    runWith((settings) => settings);
    await feedbackJob.run();
    expect(await inbox.waitFor(LOCAL_FEEDBACK_ADDRESS, 'Transport down')).toHaveLength(1);
  });
});
