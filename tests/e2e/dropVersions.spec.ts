import type { Page, Route, WebSocketRoute } from '@playwright/test';
import { type ArrangedCard, type BoardArrangement, expect, test } from './arrange';
import { BoardPage } from './boardPage';

/**
 * A dropped card stays in the column it was dropped in, whatever arrives meanwhile and in whatever
 * order (docs/live-updates.md#versions): here the move's answer and an older live event of the same
 * card, each held back until the test lets it through.
 */

/** Holds the page's live messages while closed; opening lets the held ones through in order, and the later ones at once. */
class LiveGate {
  private held: { socket: WebSocketRoute; message: string | Buffer }[] = [];
  private closed = false;

  async install(page: Page): Promise<void> {
    await page.routeWebSocket(/\/client\/hubs\//, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (this.closed) this.held.push({ socket, message });
        else socket.send(message);
      });
      socket.onMessage((message) => server.send(message));
    });
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.closed = false;
    for (const { socket, message } of this.held.splice(0)) socket.send(message);
  }
}

/** Holds the page's card moves before they reach the server until released. */
async function holdMoves(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/kanban/movetask**', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records in the page whether the card left the cell after the test armed the watch: a MutationObserver
 * sees every DOM change, so a card that vanishes for a single render is caught.
 */
async function watchCardStays(page: Page, lane: string, column: string, title: string): Promise<void> {
  await page.evaluate(
    ({ lane, column, title }) => {
      const present = () => {
        const laneRegion = [...document.querySelectorAll('section[role="region"]')].find(
          (region) => region.getAttribute('aria-label') === lane,
        );
        const cell = [...(laneRegion?.querySelectorAll('[role="region"]') ?? [])].find(
          (region) => region.getAttribute('aria-label') === column,
        );
        return [...(cell?.querySelectorAll('[aria-roledescription="card"]') ?? [])].some(
          (card) => card.getAttribute('aria-label') === title,
        );
      };
      const record = window as unknown as { cardLeft: string[] };
      record.cardLeft = [];
      new MutationObserver(() => {
        if (!present()) record.cardLeft.push(new Date().toISOString());
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    { lane, column, title },
  );
}

const cardLeft = (page: Page) => page.evaluate(() => (window as unknown as { cardLeft: string[] }).cardLeft);

/** A parent card and its subtask: an edit of the subtask publishes the parent again, as it was read then. */
async function parentAndSubtask(own: BoardArrangement): Promise<{ parent: ArrangedCard; subtask: ArrangedCard }> {
  const parent = await own.card('Plan the offsite', { status: 'Not Started', priority: '' });
  const subtask = await own.card('Book the venue', { status: 'In Progress', priority: '', parent });
  return { parent, subtask };
}

for (const order of ['the older event before the answer', 'the answer before the older event'] as const) {
  test(`a dropped card never leaves its new column: ${order}`, async ({ page, arrange }) => {
    // A board of its own, two cards and three waits for live messages: more than the default minute on a loaded machine.
    test.slow();
    const own = await arrange.ownBoard();
    const { parent, subtask } = await parentAndSubtask(own);
    const live = new LiveGate();
    await live.install(page);
    const board = new BoardPage(page, own);
    await board.signInAndOpen('Alex Wilber');
    await expect(board.card(board.cell('Unassigned', 'In Progress'), subtask.title)).toBeVisible();

    // Someone renames the subtask: its event and its parent's (the parent as it is now, in Not Started) wait at the gate.
    live.close();
    const renamed = `${subtask.title} (booked)`;
    await own.edit(subtask, { Title: renamed });

    const releaseMove = await holdMoves(page);
    const saved = board.movesSaved();
    await board.drag(board.card(board.cell('Unassigned', 'Not Started'), parent.title), board.cell('Unassigned', 'Review'));
    await expect(board.card(board.cell('Unassigned', 'Review'), parent.title)).toBeVisible();
    await watchCardStays(page, 'Unassigned', 'Review', parent.title);

    if (order === 'the older event before the answer') {
      live.open();
      // The subtask's event came in the same batch as its parent's: the page has handled both.
      await expect(board.card(board.cell('Unassigned', 'In Progress'), renamed)).toBeVisible();
      releaseMove();
      expect(((await saved) as { status(): number }).status()).toBe(200);
    } else {
      releaseMove();
      expect(((await saved) as { status(): number }).status()).toBe(200);
      live.open();
      await expect(board.card(board.cell('Unassigned', 'In Progress'), renamed)).toBeVisible();
    }
    // A later change comes after every earlier one: once it shows, the parent's older event has been handled too.
    const renamedAgain = `${subtask.title} (confirmed)`;
    await own.edit(subtask, { Title: renamedAgain });
    await expect(board.card(board.cell('Unassigned', 'In Progress'), renamedAgain)).toBeVisible();

    expect(await cardLeft(page)).toEqual([]);
    await expect(board.card(board.cell('Unassigned', 'Review'), parent.title)).toBeVisible();
  });
}
