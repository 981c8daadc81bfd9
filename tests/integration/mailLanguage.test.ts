import { describe, expect, it, beforeAll } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { TableListHost } from '@listboard/functions/host-api';
import type { BoardTemplate } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { Inbox } from '../support/inbox';
import { signedInStack } from './stackFixture';
import { saveValues, storedConfigOf } from '../support/boardConfig';

const env = signedInStack();
const NESTOR = 'nestor@demo.listboard.local';
const NESTOR_ID = 4;
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let inbox: Inbox;

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  // Nestor uses the page in German: that visit is how his mail knows his language.
  const nestor = await new ApiClient(env.stack.url).signIn(NESTOR);
  expect((await nestor.call('GET', 'auth/me', undefined, { language: 'de-DE' })).status).toBe(200);
});

describe('mail in the language the recipient uses the page in', () => {
  it('keeps the language of pages that say theirs at once: every call answers, one language stands', async () => {
    const pradeep = await new ApiClient(env.stack.url).signIn('pradeep@demo.listboard.local');
    const languages = ['de-DE', 'fr-FR', 'es-ES', 'de-DE', 'fr-FR', 'es-ES'];
    const answers = await Promise.all(languages.map((language) => pradeep.call('GET', 'auth/me', undefined, { language })));
    expect(answers.map((answer) => answer.status)).toEqual(languages.map(() => 200));
    expect(languages).toContain((await pradeep.call<{ locale: string }>('GET', 'boards/pageInfo')).body.locale);
  });

  it('writes a comment mail to a German reader wholly in German: subject, body and footer', async () => {
    const itemID = await saveValues(env.alex, where, 0, {
      Title: 'Den Stand melden',
      Status: 'Not Started',
      AssignedTo: String(NESTOR_ID),
    });
    await inbox.waitFor(NESTOR, 'Den Stand melden wurde Ihnen zugewiesen');
    const comment = await env.alex.call('POST', 'item/comment', {
      ...where,
      itemID,
      values: [{ name: 'KanbanComments', value: 'Bitte bis Freitag' }],
    });
    expect(comment.status).toBe(200);
    const [mail] = await inbox.waitFor(NESTOR, 'Neuer Kommentar zu Den Stand melden');
    expect(mail.subject).toBe('[Team tasks] Neuer Kommentar zu Den Stand melden');
    expect(mail.html).toContain('Hallo Nestor Wilke');
    expect(mail.html).toContain('Alex Wilber hat');
    expect(mail.html).toContain('Keine Benachrichtigungen mehr zu dieser Karte');
    for (const english of ['Hello', 'commented', ' on ']) {
      expect(mail.html).not.toContain(english);
      expect(mail.text).not.toContain(english);
    }
  });
});

describe('mail to a person Listboard has not seen yet', () => {
  const PARIS_SITE = 'https://demo.listboard.local/sites/paris';

  it('is written in the language of the board\u2019s site', async () => {
    // A French site of the tenant, where Alex runs a board; Megan has never opened Listboard.
    const host = new TableListHost(env.stack.storageConnectionString);
    await host.ensureWeb({ url: PARIS_SITE, name: 'Équipe Paris', description: '', language: 'fr-FR' });
    for (const alias of ['alex', 'megan']) {
      await host.ensureUser(PARIS_SITE, {
        name: alias === 'alex' ? 'Alex Wilber' : 'Megan Bowen',
        email: `${alias}@demo.listboard.local`,
        login: `${alias}@demo.listboard.local`,
        isSiteAdmin: alias === 'alex',
        groups: [],
      });
    }
    const megan = await host.getUserByLogin(PARIS_SITE, 'megan@demo.listboard.local');
    const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
    const template = (await adele.call<BoardTemplate>('POST', 'site/loadTemplateData', { boardId: DEMO_BOARD_ID, includeContent: false }))
      .body;
    const alexInParis = new ApiClient(env.stack.url, PARIS_SITE, env.alex.token);
    const imported = await alexInParis.call<{ id: string }>('POST', 'site/importTemplate', { template, name: 'Tableau de Paris' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const config = await storedConfigOf(alexInParis, imported.body.id);
    expect(config.notificationsDefinition.assignNotify).toBe(true);
    const where = { boardID: imported.body.id, siteURL: PARIS_SITE, listID: config.source.lists[0].listID };
    await saveValues(alexInParis, where, 0, { Title: 'Préparer la réunion', Status: 'Not Started', AssignedTo: String(megan?.id) });
    const [mail] = await inbox.waitFor('megan@demo.listboard.local', 'Préparer la réunion vous a été attribué');
    expect(mail.html).toContain('Bonjour Megan Bowen');
  });
});
