import { describe, expect, it, beforeAll } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { CHANGE_QUEUE, changeJob, drainChangeRecorder, queueService } from '@listboard/functions/host-api';
import { withCommentRules } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { Inbox } from '../support/inbox';
import { COMBINE_SECONDS, signedInStack } from './stackFixture';
import { saveValues, storedConfigOf } from '../support/boardConfig';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const ALEX = 'alex@demo.listboard.local';
const MEGAN = 'megan@demo.listboard.local';
const MEGAN_ID = 3;
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let inbox: Inbox;
let megan: ApiClient;

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  megan = await new ApiClient(env.stack.url).signIn(MEGAN);
  const adele = await new ApiClient(env.stack.url).signIn(ADELE);
  const config = await storedConfigOf(adele, DEMO_BOARD_ID);
  const comments = withCommentRules({ assignNotify: true, rules: [] }).rules.map((rule) => ({ ...rule, isDisabled: false }));
  const completed = {
    name: 'Completed',
    message: '<p>Hi {RecipientName}, {Editor} completed {TaskLink} on {BoardLink}.</p>{ChangedValues}',
    isDisabled: false,
    conditions: [
      { field: 'Status', operator: 'Eq', value: 'Completed' },
      { field: 'Status', operator: 'IsModified' },
    ],
    users: [{ login: 'AssignedTo', isField: true }],
  };
  const saved = await adele.call('POST', 'boards/board', {
    ...config,
    notificationsDefinition: { assignNotify: true, rules: [completed, ...comments] },
  });
  expect(saved.status).toBe(200);
});

describe('notification mail, from a change to the inbox', () => {
  it('tells a person a card was assigned to them, with the task link of spec 1, and tells the editor nothing', async () => {
    const itemID = await saveValues(env.alex, where, 0, {
      Title: 'Prepare the offsite',
      Status: 'Not Started',
      AssignedTo: String(MEGAN_ID),
    });
    const [mail] = await inbox.waitFor(MEGAN, 'Prepare the offsite was assigned to you');
    expect(mail.subject).toBe('[Team tasks] Prepare the offsite was assigned to you');
    expect(mail.html).toContain('Alex Wilber assigned');
    const link = /href="([^"]+)"/.exec(mail.html ?? '')?.[1] ?? '';
    expect(link).toBe(
      `${env.stack.url}/kanban/${DEMO_BOARD_ID}/${DEMO_TASKS_LIST_ID}/${itemID}?SPHostUrl=${encodeURIComponent(DEMO_SITE)}`,
    );
    expect(mail.text).toContain(`Prepare the offsite (${link})`);
    expect(await inbox.to(ALEX, 'Prepare the offsite')).toEqual([]);
  });

  it('tells each member of a group a card was assigned to that it was assigned to them', async () => {
    const found = await env.alex.call<{ id: number; name: string }[]>('GET', 'site/users/search/', undefined, {
      q: 'marketing',
      ug: 'true',
    });
    const [marketing] = found.body;
    await saveValues(env.alex, where, 0, { Title: 'Brief the agency', Status: 'Not Started', AssignedTo: String(marketing.id) });
    for (const member of [MEGAN, 'nestor@demo.listboard.local'])
      expect((await inbox.waitFor(member, 'Brief the agency was assigned to you'))[0].subject).toBe(
        '[Team tasks] Brief the agency was assigned to you',
      );
    expect(await inbox.to(ALEX, 'Brief the agency')).toEqual([]);
  });

  it('sends a custom rule when its conditions hold, with each changed value old and new', async () => {
    const itemID = await saveValues(env.alex, where, 0, { Title: 'Book the venue', Status: 'In Progress', AssignedTo: String(MEGAN_ID) });
    await inbox.waitFor(MEGAN, 'Book the venue was assigned to you');
    await saveValues(env.alex, where, itemID, { Title: 'Book the venue <b>now</b>' });
    await saveValues(env.alex, where, itemID, { Status: 'Completed' });
    const [mail] = await inbox.waitFor(MEGAN, 'Completed: Book the venue');
    expect(mail.html).toContain('<td>Status</td><td>In Progress</td><td>Completed</td>');
    expect(mail.html).toContain('Book the venue &lt;b&gt;now&lt;/b&gt;');
    // The title change alone did not complete anything.
    expect(await inbox.to(MEGAN, 'Completed: Book the venue')).toHaveLength(1);
  });

  it('tells the creator and the assignees of a new comment, the commenter nothing', async () => {
    const itemID = await saveValues(env.alex, where, 0, {
      Title: 'Order the catering',
      Status: 'Not Started',
      AssignedTo: String(MEGAN_ID),
    });
    const comment = await megan.call('POST', 'item/comment', {
      ...where,
      itemID,
      values: [{ name: 'KanbanComments', value: 'Vegetarian options too?<script>alert(1)</script>' }],
    });
    expect(comment.status).toBe(200);
    const [mail] = await inbox.waitFor(ALEX, 'New comment on Order the catering');
    // The demo's comment field is plain text: what looks like markup is text in the mail as on the page.
    expect(mail.html).toContain('<p>Vegetarian options too?&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(mail.html).not.toContain('<script');
    expect(await inbox.to(MEGAN, 'New comment on Order the catering')).toEqual([]);
  });

  it('tells the people a plain-text comment @mentions through the picker, while their @Name is in the text', async () => {
    const itemID = await saveValues(env.alex, where, 0, { Title: 'Hire the band', Status: 'Not Started' });
    const comment = await megan.call('POST', 'item/comment', {
      ...where,
      itemID,
      values: [{ name: 'KanbanComments', value: '@Adele Vance can you call them?' }],
      mentions: [ADELE, 'nobody@demo.listboard.local', ALEX],
    });
    expect(comment.status).toBe(200);
    const [mail] = await inbox.waitFor(ADELE, 'New comment on Hire the band');
    expect(mail.html).toContain('@Adele Vance can you call them?');
    // Alex hears as the card's creator; a picked name the text no longer shows mentions nobody.
    expect(await inbox.waitFor(ALEX, 'New comment on Hire the band')).toHaveLength(1);
    const tooMany = await megan.call('POST', 'item/comment', {
      ...where,
      itemID,
      values: [{ name: 'KanbanComments', value: 'x' }],
      mentions: Array.from({ length: 51 }, (_, i) => `p${i}@x.test`),
    });
    expect(tooMany.status).toBe(400);
  });

  it('combines the changes made to a card within the window: one message per person, each field from its first value to its last', async () => {
    const itemID = await saveValues(env.alex, where, 0, { Title: 'Plan the agenda', Status: 'Not Started', AssignedTo: String(MEGAN_ID) });
    await saveValues(env.alex, where, itemID, { Status: 'In Progress' });
    await saveValues(env.alex, where, itemID, { Status: 'Completed' });
    const [mail] = await inbox.waitFor(MEGAN, 'Plan the agenda');
    // The assignment and the completed rule, in one message.
    expect(mail.subject).toBe('[Team tasks] Changes to Plan the agenda');
    expect(mail.html).toContain('Alex Wilber assigned');
    expect(mail.html).toContain('<td>Status</td><td>In Progress</td><td>Completed</td>');
    await new Promise((resolve) => setTimeout(resolve, COMBINE_SECONDS * 1_000 + 1_000));
    expect(await inbox.to(MEGAN, 'Plan the agenda')).toHaveLength(1);
  });

  it("tells a card's creator of comments written at once by two people in one message, with both", async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const itemID = await saveValues(env.alex, where, 0, { Title: 'Choose the menu', Status: 'Not Started' });
    const comment = (client: ApiClient, text: string) =>
      client.call('POST', 'item/comment', { ...where, itemID, values: [{ name: 'KanbanComments', value: text }] });
    const answers = await Promise.all([comment(megan, 'Fish, please'), comment(adele, 'And a cake')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [mail] = await inbox.waitFor(ALEX, 'Choose the menu');
    expect(mail.html).toContain('<p>Fish, please</p>');
    expect(mail.html).toContain('<p>And a cake</p>');
    // Each comment under its writer's name.
    expect(mail.html).toMatch(
      /<strong>(Megan Bowen|Adele Vance)<\/strong><\/p><p>(Fish, please|And a cake)<\/p><p><strong>(Megan Bowen|Adele Vance)<\/strong>/,
    );
    await new Promise((resolve) => setTimeout(resolve, COMBINE_SECONDS * 1_000 + 1_000));
    expect(await inbox.to(ALEX, 'Choose the menu')).toHaveLength(1);
  });

  it('sends a message once, however often its queue message is delivered, in parallel too', async () => {
    const queue = queueService(env.stack.storageConnectionString).getQueueClient(CHANGE_QUEUE);
    await env.stack.changeHandler.stop();
    let message: unknown;
    try {
      await saveValues(env.alex, where, 0, { Title: 'Print the badges', Status: 'Not Started', AssignedTo: String(MEGAN_ID) });
      await drainChangeRecorder();
      // The message shows once the combining window has passed.
      const deadline = Date.now() + 15_000;
      while (!message && Date.now() < deadline) {
        const [received] = (await queue.receiveMessages({ visibilityTimeout: 60 })).receivedMessageItems;
        if (received) {
          message = JSON.parse(Buffer.from(received.messageText, 'base64').toString('utf8'));
          await queue.deleteMessage(received.messageId, received.popReceipt);
        } else await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await env.stack.changeHandler.start();
    }
    expect(message).toMatchObject({ boardId: DEMO_BOARD_ID, changes: [{ listId: DEMO_TASKS_LIST_ID }] });
    // Deliveries at once: one sends; another may find the message claimed and fail, so that the queue tries it again.
    const tries = await Promise.allSettled([changeJob.handle(message, 1), changeJob.handle(message, 1), changeJob.handle(message, 1)]);
    expect(tries.some((attempt) => attempt.status === 'fulfilled')).toBe(true);
    // Their retries, and any later redelivery, find it told.
    await changeJob.handle(message, 2);
    await changeJob.handle(message, 3);
    expect(await inbox.waitFor(MEGAN, 'Print the badges was assigned to you')).toHaveLength(1);
  });

  it('parks a message that fails every try in the poison queue, and the rest go on', async () => {
    const service = queueService(env.stack.storageConnectionString);
    await service.getQueueClient(CHANGE_QUEUE).sendMessage(Buffer.from('{"not":"an event"}').toString('base64'));
    await saveValues(env.alex, where, 0, { Title: 'Send the invitations', Status: 'Not Started', AssignedTo: String(MEGAN_ID) });
    expect(await inbox.waitFor(MEGAN, 'Send the invitations was assigned to you')).toHaveLength(1);
    const poison = service.getQueueClient(`${CHANGE_QUEUE}-poison`);
    const deadline = Date.now() + 30_000;
    while (!(await poison.exists()) || (await poison.peekMessages()).peekedMessageItems.length === 0) {
      if (Date.now() > deadline) throw new Error('the poisoned message never reached the poison queue');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(JSON.parse(Buffer.from((await poison.peekMessages()).peekedMessageItems[0].messageText, 'base64').toString())).toEqual({
      not: 'an event',
    });
  }, 45_000);
});
