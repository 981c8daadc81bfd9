import { randomUUID } from 'node:crypto';
import type { BoardConfig, BoardResponse, ConditionInput, ListView, TasksResponse } from '@listboard/shared';
import { test as base, expect } from './base';

export const DEMO_SITE = 'https://demo.listboard.local/sites/team';
const DEMO_BOARD = 'Team tasks';
const OWNER_LOGIN = 'adele@demo.listboard.local';

/** The login of a demo user by alias ('alex'). */
export const demoLogin = (alias: string): string => `${alias}@demo.listboard.local`;

/**
 * A UTC day `days` away from today, as a date-only value: a test that needs dates computes them from
 * the day it runs on, so none depends on that day ('today' is the UTC day for the board's rules).
 */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

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

/** The API as the demo board's owner calls it. */
export class OwnerApi {
  private constructor(
    private readonly baseURL: string,
    private readonly token: string,
  ) {}

  static async signIn(baseURL: string): Promise<OwnerApi> {
    const { token } = await new OwnerApi(baseURL, '').call<{ token: string }>('POST', 'auth/local/token', { login: OWNER_LOGIN });
    return new OwnerApi(baseURL, token);
  }

  /** `ifMatch`: the configuration version a settings save is made on (spec payload, version as If-Match); a FormData body is sent as a form. */
  async call<T>(method: string, path: string, body?: unknown, ifMatch?: string): Promise<T> {
    const url = new URL(`/api/${path}`, this.baseURL);
    url.searchParams.set('SPHostUrl', DEMO_SITE);
    // A form (a file upload) sets its own content type, with its boundary.
    const form = body instanceof FormData;
    const response = await fetch(url, {
      method,
      headers: {
        ...(form ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBe(200);
    return JSON.parse(text) as T;
  }
}

/**
 * The data an end-to-end test asserts on, created by the test itself through the API (as the demo
 * board's owner), titled with a tag of its own: a test never depends on what another test left
 * behind, on the order tests run in, or on the seeded cards staying where the seed put them. Cards
 * go on the demo board, or on a board of the test's own when it asserts on whole cells or lanes, or
 * changes a board's settings.
 */
export class BoardArrangement {
  private constructor(
    private readonly api: OwnerApi,
    readonly boardID: string,
    readonly listID: string,
    /** The board's name, as the boards list links it. */
    readonly name: string,
    readonly tag = randomUUID().slice(0, 6),
  ) {}

  static async onDemoBoard(baseURL: string): Promise<BoardArrangement> {
    const api = await OwnerApi.signIn(baseURL);
    const boards = await api.call<{ id: string; name: string }[]>('GET', 'boards');
    const boardID = boards.find((b) => b.name === DEMO_BOARD)?.id;
    if (!boardID) throw new Error(`the demo board "${DEMO_BOARD}" is missing`);
    const board = await api.call<BoardResponse>('GET', `board?boardID=${boardID}`);
    return new BoardArrangement(api, boardID, board.source.lists[0].listID, DEMO_BOARD);
  }

  /** A title no other test uses. */
  title(name: string): string {
    return `${name} ${this.tag}`;
  }

  async card(name: string, { status, priority, parent, values = {} }: CardValues): Promise<ArrangedCard> {
    const title = this.title(name);
    const fields = { Title: title, Status: status, Priority: priority, ...(parent ? { ParentID: String(parent.id) } : {}), ...values };
    const saved = await this.api.call<{ itemID: number }>('POST', 'item/values', {
      boardID: this.boardID,
      siteURL: DEMO_SITE,
      listID: this.listID,
      itemID: 0,
      values: Object.entries(fields).map(([field, value]) => ({ name: field, value })),
    });
    return { id: saved.itemID, title };
  }

  /** Comments on a card and attaches a text file to it, as its owner would in the card's dialog. */
  async discuss(card: ArrangedCard, comment: string, file: { name: string; text: string }): Promise<void> {
    const where = { siteURL: DEMO_SITE, listID: this.listID, itemID: card.id };
    await this.api.call('POST', 'item/comment', { boardID: this.boardID, ...where, values: [{ name: 'KanbanComments', value: comment }] });
    const form = new FormData();
    form.set('itemInfo', JSON.stringify(where));
    form.set('boardID', this.boardID);
    form.append('files', new Blob([file.text]), file.name);
    await this.api.call('POST', 'item/attachments', form);
  }

  /** Changes a card's values as another client would (the platform's own form, a colleague). */
  async edit(card: ArrangedCard, values: Record<string, string>): Promise<void> {
    await this.api.call('POST', 'item/values', {
      boardID: this.boardID,
      siteURL: DEMO_SITE,
      listID: this.listID,
      itemID: card.id,
      values: Object.entries(values).map(([field, value]) => ({ name: field, value })),
    });
  }

  /**
   * A board of the test's own, empty: this board's copy (its template: columns, lanes, WIP limit,
   * totals, fields) over a new list, with this board's access (the owner owns it, the editors edit),
   * then whatever `configure` changes. Its name and the titles of its cards carry a new tag.
   */
  async ownBoard(configure: (config: BoardConfig) => void = () => {}): Promise<BoardArrangement> {
    const tag = randomUUID().slice(0, 6);
    const name = `${this.name} ${tag}`;
    const template = await this.api.call<{ listData: { name: string }[] }>('POST', 'site/loadTemplateData', {
      boardId: this.boardID,
      includeContent: false,
    });
    for (const list of template.listData) list.name = `${list.name} ${tag}`;
    const { id } = await this.api.call<{ id: string }>('POST', 'site/importTemplate', { template, name });
    const own = new BoardArrangement(this.api, id, '', name, tag);
    const [source, created] = await Promise.all([this.settings(), own.settings()]);
    created.config.permission = source.config.permission;
    configure(created.config);
    await own.saveSettings(created.config, created.etag);
    return new BoardArrangement(this.api, id, created.config.source.lists[0].listID, name, tag);
  }

  /** The board's stored configuration and its version, as the wizard opens them. */
  async settings(): Promise<{ config: BoardConfig; etag: string }> {
    // The answer's extras (the lists' fields, the reader's rights, the version) are not part of a configuration.
    const {
      fields: _fields,
      userPermission: _level,
      canEditSettings: _settings,
      canViewCharts: _charts,
      configEtag,
      ...config
    } = await this.api.call<BoardResponse>('GET', `board?boardID=${this.boardID}`);
    return { config, etag: configEtag };
  }

  /**
   * A view of the board's list as its owner saves one in the wizard, offered on the board: answers the list's
   * name, which titles its group in the filters panel.
   */
  async offerView(title: string, conditions: ConditionInput[]): Promise<string> {
    const view = await this.api.call<ListView>('POST', `site/lists/${this.listID}/views`, { url: DEMO_SITE, view: { title, conditions } });
    const { config, etag } = await this.settings();
    config.views = [...config.views, { listID: this.listID, id: view.id, title }];
    await this.saveSettings(config, etag);
    return config.source.lists[0].name;
  }

  /** Every board the owner may view: the tenant's boards, as its boards home lists them. */
  async allBoards(): Promise<{ id: string; name: string }[]> {
    return this.api.call<{ id: string; name: string }[]>('GET', 'boards');
  }

  /** The titles of the cards a board shows its owner, as the tasks request answers them (sorted). */
  async titlesOn(boardID: string): Promise<string[]> {
    const tasks = await this.api.call<TasksResponse>('POST', 'kanban/tasks', { boardID });
    return tasks.rows.flatMap((row) => row.columns.flatMap((column) => column.items.map((item) => item.name))).sort();
  }

  /** Moves the board to the trash bin as its owner would elsewhere. */
  async moveToTrash(): Promise<void> {
    await this.api.call('POST', `boards/moveToTrash/${this.boardID}`);
  }

  /** Saves the board's configuration as someone else would, on the version `etag` (unconditionally without). */
  async saveSettings(config: BoardConfig, etag?: string): Promise<void> {
    await this.api.call('POST', 'boards/board', config, etag);
  }
}

/** Playwright's test with `arrange`: the demo board, ready for the test's own cards and boards. */
export const test = base.extend<{ arrange: BoardArrangement }>({
  arrange: async ({ baseURL }, use) => {
    await use(await BoardArrangement.onDemoBoard(baseURL as string));
  },
});

export { expect };
