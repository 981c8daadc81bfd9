import { TableClient } from '@azure/data-tables';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_NOTES, TableClients, TableNewsStore } from '@listboard/functions/host-api';
import { NO_NEWS_TITLE, type NewsItem } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { signedInStack } from './stackFixture';

/**
 * GET and POST /api/news over Azurite (docs/news-and-feedback.md): Listboard's release notes seeded into Table Storage
 * by the first reading, each person's reading kept, the spec's placeholder when the news store fails.
 */

const env = signedInStack();
const PEOPLE = ['adele', 'megan', 'nestor', 'lidia', 'pradeep', 'alex'];
const people: Record<string, ApiClient> = {};

const newsTable = () => TableClient.fromConnectionString(env.stack.storageConnectionString, 'lbnews', { allowInsecureConnection: true });

/** The stored notes' ETags by key (none before the table exists): any write changes them. */
async function storedNotes(): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  try {
    for await (const entity of newsTable().listEntities({ queryOptions: { select: ['RowKey'] } }))
      etags.set(entity.rowKey as string, entity.etag);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  return etags;
}

const read = async (client: ApiClient, query: Record<string, string> = {}) => {
  const answer = await client.call<NewsItem[]>('GET', 'news', undefined, query);
  expect(answer.status).toBe(200);
  return answer.body;
};

const published = [...RELEASE_NOTES]
  .filter((note) => Date.parse(note.createdAt) <= Date.now())
  .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

beforeAll(async () => {
  for (const alias of PEOPLE)
    people[alias] = alias === 'alex' ? env.alex : await new ApiClient(env.stack.url).signIn(`${alias}@demo.listboard.local`);
});

describe('news', () => {
  it('parallel first readings seed the release notes once and answer everyone alike, newest first', async () => {
    expect(await storedNotes()).toEqual(new Map());
    const answers = await Promise.all(PEOPLE.map((alias) => read(people[alias])));
    for (const answer of answers) expect(answer.map((item) => item.title)).toEqual(published.map((note) => note.texts['en-US'].title));
    expect(answers[0][0]).toEqual({
      title: published[0].texts['en-US'].title,
      shortDescription: published[0].texts['en-US'].shortDescription,
      url: published[0].url,
      isNew: true,
      UtcCreationDate: published[0].createdAt,
    });
    const stored = await storedNotes();
    expect(stored.size).toBe(RELEASE_NOTES.length);
    // Read again: nothing is written again.
    await read(people.adele);
    expect(await storedNotes()).toEqual(stored);
  });

  it('several processes seeding at once store each note once, and an edited note is rewritten once', async () => {
    const processes = () => Array.from({ length: 4 }, () => new TableNewsStore(new TableClients(env.stack.storageConnectionString)));
    const before = await storedNotes();
    await Promise.all(processes().map((store) => store.seed(RELEASE_NOTES)));
    expect(await storedNotes()).toEqual(before);

    const [first, ...rest] = RELEASE_NOTES;
    const edited = { ...first, texts: { ...first.texts, 'en-US': { ...first.texts['en-US'], title: 'Edited title' } } };
    await Promise.all(processes().map((store) => store.seed([edited, ...rest])));
    const stored = await processes()[0].list();
    expect(stored).toHaveLength(RELEASE_NOTES.length);
    expect(stored.find((note) => note.id === first.id)?.texts['en-US'].title).toBe('Edited title');
    await processes()[0].seed(RELEASE_NOTES);
    expect((await read(people.adele))[0].title).toBe(published[0].texts['en-US'].title);
  });

  it('are written in the language the page asks for', async () => {
    expect((await read(people.adele, { language: 'de-DE' })).map((item) => item.title)).toEqual(
      published.map((note) => note.texts['de-DE'].title),
    );
    expect((await read(people.adele, { language: 'es-ES' }))[0].title).toBe(published[0].texts['es-ES'].title);
    const unknown = await people.adele.call<{ code: string }>('GET', 'news', undefined, { language: 'xx-XX' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'invalid_request']);
  });

  it('are read by a person: POST marks them all read for that person only, also when their pages post at once', async () => {
    expect((await read(people.megan)).every((item) => item.isNew)).toBe(true);
    const posts = await Promise.all(Array.from({ length: 5 }, () => people.megan.call('POST', 'news', {})));
    expect(posts.map((post) => post.status)).toEqual([200, 200, 200, 200, 200]);
    expect(posts[0].body).toEqual({});
    expect((await read(people.megan)).some((item) => item.isNew)).toBe(false);
    expect((await read(people.nestor)).every((item) => item.isNew)).toBe(true);
    // A body-less POST (the spec's empty object) reads them too.
    expect((await people.nestor.call('POST', 'news')).status).toBe(200);
    expect((await read(people.nestor)).some((item) => item.isNew)).toBe(false);
  });

  it("answer the spec's one placeholder when the news store fails, and the news again once it is back", async () => {
    const logged: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => logged.push(args.join(' '));
    try {
      await newsTable().deleteTable();
      const failed = await read(people.pradeep);
      expect(failed).toEqual([
        {
          title: NO_NEWS_TITLE,
          shortDescription: '',
          url: '',
          isNew: false,
          UtcCreationDate: expect.stringMatching(/^2\d{3}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        },
      ]);
      expect(logged.join('\n')).toContain('The news could not be read for pradeep@demo.listboard.local');
    } finally {
      console.warn = warn;
      await newsTable().createTable();
    }
    expect((await read(people.pradeep)).map((item) => item.title)).toEqual(published.map((note) => note.texts['en-US'].title));
  });
});
