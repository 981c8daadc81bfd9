import { describe, expect, it } from 'vitest';
import { NO_NEWS_TITLE } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { NewsStore, ReleaseNote } from '../../ports/newsStore';
import { newsFor } from './newsFeed';
import { RELEASE_NOTES } from '../../content/releaseNotes';

const note = (
  id: string,
  createdAt: string,
  texts: ReleaseNote['texts'] = { 'en-US': { title: id, shortDescription: `About ${id}` } },
): ReleaseNote => ({ id, createdAt, url: '', texts });

/** A store in memory; `failing` makes every call fail, as storage would. */
function memoryStore(readAt: string | null = null) {
  const notes = new Map<string, ReleaseNote>();
  const store = {
    failing: false,
    seeds: 0,
    async seed(seeded: readonly ReleaseNote[]) {
      store.seeds += 1;
      if (store.failing) throw new Error('storage is down');
      for (const n of seeded) notes.set(n.id, n);
    },
    async list() {
      if (store.failing) throw new Error('storage is down');
      return [...notes.values()];
    },
    async readAt() {
      return readAt;
    },
    async markRead() {},
  };
  return store satisfies NewsStore;
}

function sessionWith(news: NewsStore, logged: string[] = []): Session {
  return {
    tenant: 'https://contoso.example',
    user: { login: 'ada@contoso.example' },
    services: { news, log: (line: string) => logged.push(line) },
  } as unknown as Session;
}

const NOW = new Date('2026-11-25T12:00:00Z');

describe('GET /api/news', () => {
  it('answers the news published by now, newest first, new when published after the last reading', async () => {
    const store = memoryStore('2026-11-23T00:00:00Z');
    const notes = [
      note('old', '2026-11-22T10:00:00Z'),
      note('newest', '2026-11-25T11:00:00Z'),
      note('later', '2026-11-26T00:00:00Z'),
      note('middle', '2026-11-24T10:00:00Z'),
    ];
    const news = await newsFor(sessionWith(store), {}, { now: NOW, notes });
    expect(news.map((item) => [item.title, item.isNew])).toEqual([
      ['newest', true],
      ['middle', true],
      ['old', false],
    ]);
    expect(news[0]).toEqual({
      title: 'newest',
      shortDescription: 'About newest',
      url: '',
      isNew: true,
      UtcCreationDate: '2026-11-25T11:00:00Z',
    });
  });

  it("writes each note in the page's language, in English where it has none", async () => {
    const notes = [
      note('both', '2026-11-24T10:00:00Z', {
        'en-US': { title: 'Hello', shortDescription: '' },
        'de-DE': { title: 'Hallo', shortDescription: '' },
      }),
      note('english', '2026-11-23T10:00:00Z'),
    ];
    const news = await newsFor(sessionWith(memoryStore()), { language: 'de-DE' }, { now: NOW, notes });
    expect(news.map((item) => item.title)).toEqual(['Hallo', 'english']);
  });

  it("answers one placeholder 'There are no news' when the store fails, logs it, and seeds again on the next reading", async () => {
    const store = memoryStore();
    store.failing = true;
    const logged: string[] = [];
    const news = await newsFor(sessionWith(store, logged), {}, { now: NOW, notes: [note('a', '2026-11-24T10:00:00Z')] });
    expect(news).toEqual([{ title: NO_NEWS_TITLE, shortDescription: '', url: '', isNew: false, UtcCreationDate: '2026-11-25T12:00:00Z' }]);
    expect(logged.join()).toContain('storage is down');
    store.failing = false;
    expect(
      (await newsFor(sessionWith(store), {}, { now: NOW, notes: [note('a', '2026-11-24T10:00:00Z')] })).map((item) => item.title),
    ).toEqual(['a']);
    expect(store.seeds).toBe(2);
  });
});

describe("Listboard's release notes", () => {
  it('have unique ids, dates in 2026 without fractional seconds, and every text in the four languages', () => {
    expect(new Set(RELEASE_NOTES.map((n) => n.id)).size).toBe(RELEASE_NOTES.length);
    for (const n of RELEASE_NOTES) {
      expect(n.createdAt, n.id).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Object.keys(n.texts).sort(), n.id).toEqual(['de-DE', 'en-US', 'es-ES', 'fr-FR']);
      for (const text of Object.values(n.texts)) expect(text.title && text.shortDescription, n.id).toBeTruthy();
      expect(n.url === '' || n.url.startsWith('/') || n.url.startsWith('https://'), n.id).toBe(true);
    }
  });
});
