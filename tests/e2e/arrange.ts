import { randomUUID } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

const DEMO_SITE = 'https://demo.listboard.local/sites/team';
const OWNER_LOGIN = 'adele@demo.listboard.local';

export interface ArrangedCard {
  id: number;
  title: string;
}

export interface CardValues {
  status: string;
  priority: string;
  parent?: ArrangedCard;
  /** Further value strings by internal name (spec 3 section 3). */
  values?: Record<string, string>;
}

/**
 * The cards an end-to-end test asserts on, created by the test itself through the API (as the demo
 * board's owner), titled with a tag of its own: a test never depends on what another test left
 * behind, on the order tests run in, or on the seeded cards staying where the seed put them.
 */
export class BoardArrangement {
  readonly tag = randomUUID().slice(0, 6);

  private constructor(private readonly baseURL: string, private readonly token: string, readonly boardID: string, readonly listID: string) {}

  static async onDemoBoard(baseURL: string): Promise<BoardArrangement> {
    const signIn = await call(baseURL, null, 'POST', 'auth/local/token', { login: OWNER_LOGIN });
    const token = (signIn as { token: string }).token;
    const boards = await call(baseURL, token, 'GET', 'boards') as { id: string; name: string }[];
    const boardID = boards.find((b) => b.name === 'Team tasks')?.id;
    if (!boardID) throw new Error('the demo board "Team tasks" is missing');
    const board = await call(baseURL, token, 'GET', `board?boardID=${boardID}`) as { source: { lists: { listID: string }[] } };
    return new BoardArrangement(baseURL, token, boardID, board.source.lists[0].listID);
  }

  /** A title no other test uses. */
  title(name: string): string {
    return `${name} ${this.tag}`;
  }

  async card(name: string, { status, priority, parent, values = {} }: CardValues): Promise<ArrangedCard> {
    const title = this.title(name);
    const fields = { Title: title, Status: status, Priority: priority, ...(parent ? { ParentID: String(parent.id) } : {}), ...values };
    const saved = await call(this.baseURL, this.token, 'POST', 'item/values', {
      boardID: this.boardID, siteURL: DEMO_SITE, listID: this.listID, itemID: 0,
      values: Object.entries(fields).map(([name, value]) => ({ name, value })),
    }) as { itemID: number };
    return { id: saved.itemID, title };
  }
}

async function call(baseURL: string, token: string | null, method: string, path: string, body?: unknown): Promise<unknown> {
  const url = new URL(`/api/${path}`, baseURL);
  url.searchParams.set('SPHostUrl', DEMO_SITE);
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(200);
  return JSON.parse(text);
}

/** Playwright's test with `arrange`: the demo board, ready for the test's own cards. */
export const test = base.extend<{ arrange: BoardArrangement }>({
  arrange: async ({ baseURL }, use) => {
    await use(await BoardArrangement.onDemoBoard(baseURL as string));
  },
});

export { expect };
