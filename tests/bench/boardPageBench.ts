import type { Browser, Page } from 'playwright-core';
import { CARD, type LoadFigures, loadBoard, longestTaskSince, medianLoad, settled, signedInContext } from './pageLoad';
import { type WheelFigures, sidewaysReveal, wheelScroll } from './pageScroll';

export interface BoardPageFigures {
  /** Each load from navigation in a new browser context: nothing cached. */
  cold: LoadFigures;
  /** The same page opened again in the same context: its files cached. */
  warm: LoadFigures;
  dragLongestTaskMs: number;
  dropToPlaceMs: number;
  /** Ctrl+Z after the drag: from the key press to the card counted back out of its new cell. */
  undoToPlaceMs: number;
  /** A selection of SELECTED_CARDS moved from its bar: the longest task from the menu's click to a settled page. */
  selectionLongestTaskMs: number;
  wheel: WheelFigures;
  /** From a jump to the last columns to their cards shown; NaN when the board fits the window. */
  sidewaysRevealMs: number;
}

interface BenchWindow {
  benchDesignCount: () => number;
  benchReleasedAt: number;
}

/** Gives the page a function of its own: the card count in the header of its first Design cell. */
function defineDesignCount() {
  (window as unknown as BenchWindow).benchDesignCount = () => {
    const cell = document.querySelector('[role="region"][aria-label="Design"]');
    const counter = [...(cell?.querySelectorAll('span') ?? [])].find((span) => /^\d+( \/ \d+)?$/.test(span.textContent ?? ''));
    return Number(counter?.textContent?.split(' ')[0] ?? NaN);
  };
}

/**
 * Drags the first card of the first cell to the third column with the mouse, as a person does. Gives
 * the longest main-thread task from the press to the card shown in its new cell, and how long after the
 * release it showed there.
 */
async function dragAcross(page: Page): Promise<{ longest: number; toPlace: number }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const face = page.locator(CARD).first();
  const name = await face.getAttribute('aria-label');
  const target = page.getByRole('region', { name: 'Design' }).first();
  const from = await face.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to || !name) throw new Error('The board shows no card to drag.');
  // Before the press: while carried over a cell, the card counts in it already (the drop preview).
  const countBefore = await page.evaluate(() => (window as unknown as BenchWindow).benchDesignCount());
  const pressedAt = await page.evaluate(() => performance.now());
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + 14);
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(
      from.x + (to.x + to.width / 2 - from.x) * (step / steps),
      from.y + 10 + (Math.min(to.y + 120, 800) - from.y - 10) * (step / steps),
    );
  }
  await page.evaluate(() => {
    const clock = window as unknown as BenchWindow;
    clock.benchReleasedAt = 0;
    window.addEventListener(
      'mouseup',
      () => {
        clock.benchReleasedAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await page.mouse.up();
  // Polled each frame from the release on: an upper bound, to the frame, of when the card is in its cell.
  // While carried it is drawn faded where it would land; in place, no card is faded and the cell counts it
  // (a cell too long to sort puts it at its end, which a windowed cell may not draw).
  const placed = page.evaluate(
    (before) =>
      new Promise<number>((resolve) => {
        const { benchDesignCount: count, benchReleasedAt: releasedAt } = window as unknown as BenchWindow;
        const giveUpAt = performance.now() + 15_000;
        const look = () => {
          const faded = [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some(
            (element) => element.style.opacity === '0.5',
          );
          if (!faded && count() === before + 1) resolve(performance.now() - releasedAt);
          else if (performance.now() > giveUpAt) resolve(-1);
          else requestAnimationFrame(look);
        };
        look();
      }),
    countBefore,
  );
  const toPlace = await placed;
  if (toPlace < 0) {
    await page.screenshot({ path: 'bench-drag-failed.png' });
    const countAfter = await page.evaluate(() => (window as unknown as BenchWindow).benchDesignCount());
    throw new Error(
      `The dragged card ${name} did not land in the Design column, counted ${countBefore} then ${countAfter} (bench-drag-failed.png).`,
    );
  }
  await settled(page, pressedAt);
  return { longest: await longestTaskSince(page, pressedAt), toPlace };
}

/**
 * Presses Ctrl+Z after the drag, as a person takes a wrong drop back; gives how long after the key press the card
 * left the cell it was dropped in (an upper bound, to the frame). The undo waits for the drop's answer first.
 */
async function undoDrop(page: Page): Promise<number> {
  const countBefore = await page.evaluate(() => (window as unknown as BenchWindow).benchDesignCount());
  await page.evaluate(() => {
    const clock = window as unknown as BenchWindow;
    clock.benchReleasedAt = 0;
    window.addEventListener('keydown', () => void (clock.benchReleasedAt = performance.now()), { capture: true, once: true });
  });
  await page.keyboard.press('Control+z');
  const back = await page.evaluate(
    (before) =>
      new Promise<number>((resolve) => {
        const { benchDesignCount: count, benchReleasedAt: pressedAt } = window as unknown as BenchWindow;
        const giveUpAt = performance.now() + 15_000;
        const look = () => {
          if (count() === before - 1) resolve(performance.now() - pressedAt);
          else if (performance.now() > giveUpAt) resolve(-1);
          else requestAnimationFrame(look);
        };
        look();
      }),
    countBefore,
  );
  if (back < 0) throw new Error(`Ctrl+Z did not take the dropped card out of the Design column (counted ${countBefore}).`);
  return back;
}

/** Cards selected (the X key on each) and moved together from the selection bar's Move to. */
export const SELECTED_CARDS = 50;

/** Selects the first SELECTED_CARDS cards and moves them to the last column; gives the longest task from the click on. */
async function moveSelection(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const faces = page.locator(CARD);
  for (let index = 0; index < SELECTED_CARDS; index += 1) {
    await faces.nth(index).focus();
    await page.keyboard.press('x');
  }
  await page.getByRole('button', { name: 'Move to' }).click();
  const target = page.getByRole('menuitem').last();
  await target.waitFor();
  const answered = page.waitForResponse((response) => response.url().includes('kanban/movetasks'));
  const clickedAt = await page.evaluate(() => performance.now());
  await target.click();
  if (!(await answered).ok()) throw new Error('The selection move was refused.');
  await settled(page, clickedAt);
  return longestTaskSince(page, clickedAt);
}

/** A load in a new context (cold), then the same page again in it (warm); the warm tab stays open. */
async function coldThenWarm(browser: Browser, url: string, token: string) {
  const context = await signedInContext(browser, token, defineDesignCount);
  const cold = await loadBoard(context, url);
  await cold.page.close();
  const warm = await loadBoard(context, url);
  return { context, page: warm.page, cold: cold.figures, warm: warm.figures };
}

/**
 * The board page's figures in Chromium: cold and warm loads (median of 3 after a warm-up), then a drag, an undo, a
 * selection move and the scrolls on the last warm page.
 */
export async function benchBoardPage(browser: Browser, url: string, token: string): Promise<BoardPageFigures> {
  await (await coldThenWarm(browser, url, token)).context.close();
  const loads: Awaited<ReturnType<typeof coldThenWarm>>[] = [];
  for (let run = 0; run < 3; run += 1) {
    loads.push(await coldThenWarm(browser, url, token));
    if (run < 2) await loads[run].context.close();
  }
  const { context, page } = loads[2];
  const drag = await dragAcross(page);
  const undoToPlaceMs = await undoDrop(page);
  const selectionLongestTaskMs = await moveSelection(page);
  const wheel = await wheelScroll(page);
  const sidewaysRevealMs = await sidewaysReveal(page);
  await context.close();
  return {
    cold: medianLoad(loads.map((load) => load.cold)),
    warm: medianLoad(loads.map((load) => load.warm)),
    dragLongestTaskMs: drag.longest,
    dropToPlaceMs: drag.toPlace,
    undoToPlaceMs,
    selectionLongestTaskMs,
    wheel,
    sidewaysRevealMs,
  };
}
