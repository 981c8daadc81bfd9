import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { reminderJob } from '@listboard/functions/host-api';
import { type ReminderRuleInput, type UnsubscribeState } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { Inbox, type InboxMail } from '../support/inbox';
import { signedInStack } from './stackFixture';
import { saveValues, storedConfigOf } from '../support/boardConfig';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const ALEX = 'alex@demo.listboard.local';
const MEGAN = 'megan@demo.listboard.local';
const NESTOR = 'nestor@demo.listboard.local';
const MEGAN_ID = 3;
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const everyDay = Array(7).fill(true);
let inbox: Inbox;
let megan: ApiClient;

const RULES: ReminderRuleInput[] = [
  {
    name: 'Due tomorrow',
    message: '<p>Hello {RecipientName}, {TaskLink} on {BoardLink} is due tomorrow.</p>',
    whenToSendType: 0,
    dateField: 'DueDate',
    dayPeriod: 2,
    shiftAmount: 1,
    sendHour: 9,
    sendSeparateEmails: true,
    usersCanUnsubscribe: true,
    users: [{ login: 'AssignedTo', isField: true }],
    conditions: [{ field: 'Status', operator: 'Neq', value: 'Completed' }],
  },
  {
    name: 'Morning digest',
    message: '<p>Open cards:</p>{TaskLink}',
    whenToSendType: 1,
    repeatType: 0,
    sendDays: everyDay,
    sendHour: 8,
    users: [{ login: ALEX }],
  },
  {
    name: 'Weekly review',
    message: '<p>This week: {TaskLink}</p>',
    whenToSendType: 1,
    repeatType: 1,
    sendDayOfWeek: 1,
    sendHour: 7,
    sendMinute: 30,
    users: [{ login: NESTOR }],
  },
  {
    name: 'Month end',
    message: '<p>Month end: {TaskLink}</p>',
    whenToSendType: 1,
    repeatType: 2,
    dayOfMonthType: 1,
    dayOfMonthSpec: 4,
    dayOfMonthSpecDay: 5,
    sendMonths: Array(12).fill(true),
    sendHour: 10,
    users: [{ login: NESTOR }],
    conditions: [{ field: 'Title', operator: 'Contains', value: 'licence' }],
  },
];

/** The unsubscribe link of a message, as the API takes it. */
function unsubscribeRequestOf(mail: InboxMail) {
  const href = [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1].replaceAll('&amp;', '&'))
    .find((url) => url.includes('/unsubscribe/'));
  if (!href) throw new Error(`no unsubscribe link in ${mail.subject}`);
  const url = new URL(href);
  const [, , boardId, listId, itemId] = url.pathname.split('/');
  return {
    boardId,
    listId,
    itemId: Number(itemId),
    login: url.searchParams.get('login'),
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature'),
  };
}

const run = (at: string) => reminderJob.run(new Date(at));

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  // Megan reads Listboard in German: her mail is written in it.
  megan = await new ApiClient(env.stack.url).signIn(MEGAN);
  expect((await megan.call('GET', 'auth/me', undefined, { language: 'de-DE' })).status).toBe(200);
  const adele = await new ApiClient(env.stack.url).signIn(ADELE);
  const config = await storedConfigOf(adele, DEMO_BOARD_ID);
  const saved = await adele.call('POST', 'boards/board', {
    ...config,
    timeZone: 'Europe/Berlin',
    notificationsDefinition: { assignNotify: true, rules: [] },
    remindersDefinition: { assignNotify: false, rules: RULES },
  });
  expect(saved.status).toBe(200);
  // The first run starts every rule's clock.
  await run('2027-02-25T06:00:10Z');
});

describe("reminders on the timer, in the board's time zone", () => {
  let renewal: number;

  it('sends a date reminder on its day at its time, and a digest at its slot, each once however often the tick runs', async () => {
    renewal = await saveValues(env.alex, where, 0, {
      Title: 'Renew the licence',
      Status: 'In Progress',
      AssignedTo: String(MEGAN_ID),
      DueDate: '2027-02-26T00:00:00Z',
    });
    // The assignment's mail, once its combining window has passed (the last test counts it).
    await inbox.waitFor(MEGAN, 'Renew the licence wurde Ihnen zugewiesen');
    // 09:00 in Berlin is 08:00 UTC; the run of that tick, twice, and two hosts at once.
    await Promise.all([run('2027-02-25T08:00:30Z'), run('2027-02-25T08:01:00Z')]);
    await run('2027-02-25T08:02:00Z');
    const [dueTomorrow] = await inbox.waitFor(MEGAN, 'Due tomorrow: Renew the licence');
    expect(dueTomorrow.html).toContain(`${env.stack.url}/kanban/${DEMO_BOARD_ID}/${DEMO_TASKS_LIST_ID}/${renewal}?SPHostUrl=`);
    // Megan reads German: the words that are ours are in it.
    expect(dueTomorrow.html).toContain('Keine Benachrichtigungen mehr zu dieser Karte');
    expect(await inbox.source(dueTomorrow.id)).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/unsubscribe\//m);
    const [digest] = await inbox.waitFor(ALEX, 'Morning digest');
    expect(digest.subject).toMatch(/^\[Team tasks\] Morning digest: \d+ cards$/);
    expect(digest.html).toContain('Renew the licence');
    expect(await inbox.to(MEGAN, 'Due tomorrow: Renew the licence')).toHaveLength(1);
    expect(await inbox.to(ALEX, 'Morning digest')).toHaveLength(1);
  });

  it('catches up once after the host was down: one digest for the missed days, the weekly and the monthly slot once each', async () => {
    // Down from Thursday 25 February to Monday 1 March, 10:00 in Berlin.
    await run('2027-03-01T09:00:20Z');
    expect(await inbox.waitFor(ALEX, 'Morning digest', 2)).toHaveLength(2);
    expect(await inbox.waitFor(NESTOR, 'Weekly review')).toHaveLength(1);
    // The last Friday of February, at 10:00 in Berlin, only the cards its condition holds for.
    const [monthEnd] = await inbox.waitFor(NESTOR, 'Month end');
    expect(monthEnd.subject).toBe('[Team tasks] Month end: Renew the licence');
    await run('2027-03-01T09:05:20Z');
    expect(await inbox.to(ALEX, 'Morning digest')).toHaveLength(2);
    expect(await inbox.to(NESTOR, 'Weekly review')).toHaveLength(1);
  });

  it("an invalid unsubscribe link says so and changes nothing; a valid one stops the card's reminders and notifications", async () => {
    const [dueTomorrow] = await inbox.to(MEGAN, 'Due tomorrow: Renew the licence');
    const link = unsubscribeRequestOf(dueTomorrow);
    expect(link).toMatchObject({ boardId: DEMO_BOARD_ID, itemId: renewal, login: MEGAN });
    const forged = await env.alex.call('POST', 'notifications/unsubscribe', { ...link, itemId: renewal + 1 });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'unsubscribe_link_invalid' });
    const checked = await env.alex.call<UnsubscribeState>('GET', 'notifications/unsubscribe', undefined, {
      ...link,
      itemId: String(link.itemId),
      expires: String(link.expires),
    } as Record<string, string>);
    expect(checked.body).toEqual({ boardName: 'Team tasks', itemTitle: 'Renew the licence', login: MEGAN, unsubscribed: false });
    const done = await megan.call<UnsubscribeState>('POST', 'notifications/unsubscribe', link);
    expect(done.status).toBe(200);
    expect(done.body.unsubscribed).toBe(true);

    await saveValues(env.alex, where, renewal, { DueDate: '2027-03-03T00:00:00Z' });
    await run('2027-03-02T08:00:30Z');
    // The digest of that morning went out, so the run is over; Megan's reminder about the card did not.
    expect(await inbox.waitFor(ALEX, 'Morning digest', 3)).toHaveLength(3);
    expect(await inbox.to(MEGAN, 'Due tomorrow: Renew the licence')).toHaveLength(1);

    // Nor does a new assignment of that card, while another card's still reaches her, in German.
    await saveValues(env.alex, where, renewal, { AssignedTo: '' });
    await saveValues(env.alex, where, renewal, { AssignedTo: String(MEGAN_ID) });
    await saveValues(env.alex, where, 0, { Title: 'Check the invoices', Status: 'Not Started', AssignedTo: String(MEGAN_ID) });
    const [assigned] = await inbox.waitFor(MEGAN, 'Check the invoices wurde Ihnen zugewiesen');
    expect(assigned.html).toContain('Alex Wilber hat Ihnen');
    // Only the mail of the card's creation, before she unsubscribed.
    expect(await inbox.to(MEGAN, 'Renew the licence wurde Ihnen zugewiesen')).toHaveLength(1);
  });

  it('reminds each member of a group a card is assigned to', async () => {
    const found = await env.alex.call<{ id: number }[]>('GET', 'site/users/search/', undefined, { q: 'marketing', ug: 'true' });
    await saveValues(env.alex, where, 0, {
      Title: 'Print the flyers',
      Status: 'In Progress',
      AssignedTo: String(found.body[0].id),
      DueDate: '2027-03-06T00:00:00Z',
    });
    await run('2027-03-05T08:00:30Z');
    for (const member of [MEGAN, NESTOR]) expect(await inbox.waitFor(member, 'Due tomorrow: Print the flyers')).toHaveLength(1);
  });
});
