import { type Locator, type Page, expect } from '@playwright/test';

/** A point on a card's title line: the card itself, clear of its values and buttons. */
export const CARD_TITLE_LINE = { x: 16, y: 10 };

/** A board as a person sees it (the demo board unless named): lanes and columns are regions, cards are buttons named by their title. */
export class BoardPage {
  readonly boardName: string;
  /** Known for a board the test arranged: it is then opened by its address, as a shared link opens it. */
  private readonly boardID?: string;

  /** The demo board unless named; a board the test arranged is given whole (its name and id). */
  constructor(
    readonly page: Page,
    board: string | { name: string; boardID: string } = 'Team tasks',
  ) {
    this.boardName = typeof board === 'string' ? board : board.name;
    this.boardID = typeof board === 'string' ? undefined : board.boardID;
  }

  /**
   * Signs in on the board's own address when the test knows it (the sign-in page shows there, and the board
   * follows), else on the boards list and through the board's link. The list's tiles grow with every board the
   * run's tests arrange, and other specs test the list itself. `query` holds page parameters of the host
   * (e.g. '?SenderId=1'), kept by every navigation after.
   */
  async signInAndOpen(user = 'Alex Wilber', query = ''): Promise<void> {
    await this.page.goto(this.boardID ? `/kanban/${encodeURIComponent(this.boardID)}${query}` : `/${query}`);
    await this.page.getByRole('button', { name: user }).click();
    // The boards list is found by the board's link, not its heading: the heading is in the page's language.
    if (!this.boardID) await this.page.getByRole('link', { name: this.boardName, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: this.boardName, level: 1 })).toBeVisible();
    await expect(this.lane('(1) High')).toBeVisible();
  }

  lane(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  cell(lane: string, column: string): Locator {
    return this.lane(lane).getByRole('region', { name: column, exact: true });
  }

  card(scope: Locator, title: string): Locator {
    return scope.getByRole('button', { name: title, exact: true });
  }

  /** Adds a card titled `title` to `cell` of `column` through the column's quick add, and waits for it there. */
  async quickAdd(cell: Locator, column: string, title: string): Promise<void> {
    await cell.getByRole('button', { name: `Add a card to ${column}` }).click();
    const form = this.page.getByRole('form', { name: `New card in ${column}` });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(this.card(cell, title)).toBeVisible();
  }

  /**
   * Opens a card's dialog with a click on its title line (its middle may be a field's inline edit
   * button), as boards without formDefinition.openByDbClick do (the demo board and its copies), and waits for it.
   */
  async openCard(scope: Locator, title: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: title });
    // On the shared demo board other tests' cards come and go in the same cells: a card that moved between
    // Playwright's aim and its click was not clicked, and is clicked again, as a person would. A card that never
    // opens still fails, at the timeout.
    await expect(async () => {
      if (!(await dialog.isVisible())) await this.clickCard(scope, title, { timeout: 5_000 });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }

  /** One click on a card's title line, whatever it does. */
  async clickCard(scope: Locator, title: string, options: { timeout?: number } = {}): Promise<void> {
    await this.card(scope, title).click({ position: CARD_TITLE_LINE, ...options });
  }

  /**
   * Waits until a closed card dialog has given the board its own address back: the dialog hides at once (with
   * reduced motion) and the route follows its exit, so a reload in between would open the card again.
   */
  async backOnBoard(): Promise<void> {
    await expect(this.page).toHaveURL(/\/kanban\/[^/?]+(\?.*)?$/);
  }

  /** Opens a card's dialog on a board that asks for double clicks (formDefinition.openByDbClick). */
  async openCardByDoubleClick(scope: Locator, title: string): Promise<void> {
    await this.card(scope, title).dblclick({ position: CARD_TITLE_LINE });
  }

  /** Everything a card shows (fields, badges, tools): the card's title button covers it as a sibling. */
  cardFace(scope: Locator, title: string): Locator {
    return this.card(scope, title).locator('xpath=..');
  }

  /** Edits a field on a card's face as a person does: the field's button (named with the value shown), the editor, Enter. */
  async editOnCard(face: Locator, field: string, shown: string, value: string): Promise<void> {
    await face.getByRole('button', { name: `Edit ${field}: ${shown}` }).click();
    const editor = face.getByRole('textbox', { name: field }).or(face.getByRole('spinbutton', { name: field }));
    await editor.fill(value);
    await editor.press('Enter');
  }

  /** The titles of a cell's cards, top to bottom. */
  async titles(lane: string, column: string): Promise<string[]> {
    const cards = this.cell(lane, column).locator('[aria-roledescription="card"]');
    return cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  }

  /** Waits until every queued move has reached the server. */
  movesSaved(count = 1): Promise<unknown> {
    let seen = 0;
    return this.page.waitForResponse((response) => response.url().includes('/api/kanban/movetask') && ++seen === count);
  }

  /**
   * Where an element settles after scrolling: a lane re-renders its cards as draggable when it
   * comes into view, so the first box read right after a scroll can be stale.
   */
  async settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
    await locator.scrollIntoViewIfNeeded();
    let previous = await locator.boundingBox();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await this.page.waitForTimeout(100);
      const current = await locator.boundingBox();
      if (current && previous && JSON.stringify(current) === JSON.stringify(previous)) return current;
      previous = current;
    }
    throw new Error('the element never settled');
  }

  /** A real pointer drag: press, a small first move past the activation distance, glide, then release. */
  async drag(source: Locator, target: Locator, where: 'top' | 'middle' = 'middle'): Promise<void> {
    await this.dragOver(source, target, where);
    await this.page.mouse.up();
  }

  /** A pointer drag that holds the card over `target` without dropping it (page.mouse.up() drops it). */
  async dragOver(source: Locator, target: Locator, where: 'top' | 'middle' = 'middle'): Promise<void> {
    await this.settledBox(target);
    const from = await this.settledBox(source);
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
    const to = await target.boundingBox();
    if (!to) throw new Error('the drop target is not visible');
    const y = where === 'top' ? to.y + Math.min(12, to.height / 4) : to.y + to.height / 2;
    await this.page.mouse.move(to.x + to.width / 2, y, { steps: 20 });
    await this.page.mouse.move(to.x + to.width / 2, y + 1, { steps: 2 });
  }

  /** The live region where the board announces drags to screen readers, with the latest announcement. */
  announcement(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /**
   * Picks a card up with the keyboard (focus, Space) and waits, as a person does, until the board says
   * it is picked up at `place`: an arrow pressed before that scrolls the page instead.
   */
  async pickUp(scope: Locator, title: string, place: string): Promise<void> {
    await this.card(scope, title).focus();
    await this.page.keyboard.press('Space');
    // The board takes keys from the pick-up on (docs/board-dragging.md#keyboard); the test waits for the pick-up as a
    // person who hears it does.
    await expect(this.announcement(`${title} is over ${place}.`)).toBeAttached();
  }
}

/** An item's stored values, read the way the page reads them. */
export async function storedValues(page: Page, itemTitle: string): Promise<Record<string, string>> {
  return page.evaluate(async (title) => {
    const site = new URLSearchParams(window.location.search).get('SPHostUrl') ?? '';
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${window.localStorage.getItem('listboard.token')}` };
    const boardID = window.location.pathname.split('/')[2];
    const tasks = await (
      await fetch(`/api/kanban/tasks?SPHostUrl=${encodeURIComponent(site)}`, { method: 'POST', headers, body: JSON.stringify({ boardID }) })
    ).json();
    const item = tasks.rows
      .flatMap((r: { columns: { items: { name: string; info: { siteURL: string; listID: string; itemID: number } }[] }[] }) =>
        r.columns.flatMap((c) => c.items),
      )
      .find((i: { name: string }) => i.name === title);
    const query = new URLSearchParams({
      SPHostUrl: site,
      boardID,
      siteURL: item.info.siteURL,
      listID: item.info.listID,
      itemID: String(item.info.itemID),
    });
    const values = await (await fetch(`/api/item/values?${query}`, { headers })).json();
    return Object.fromEntries(values.values.map((v: { name: string; value: string }) => [v.name, v.value]));
  }, itemTitle);
}
