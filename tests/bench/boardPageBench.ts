import type { Browser, Page } from 'playwright-core';
import { median } from './stats';

const CARD = '[aria-roledescription="card"]';
/** A main thread quiet this long after the cards showed counts as settled. */
const QUIET_MS = 1000;
const SCROLL_PX = 24_000;
export const SCROLL_LABEL = '24,000 px';

export interface BoardPageFigures {
  firstCardMs: number;
  interactiveMs: number;
  longestLoadTaskMs: number;
  dragLongestTaskMs: number;
  dropToPlaceMs: number;
  /** Ctrl+Z after the drag: from the key press to the card counted back out of its new cell. */
  undoToPlaceMs: number;
  /** A selection of SELECTED_CARDS moved from its bar: the longest task from the menu's click to a settled page. */
  selectionLongestTaskMs: number;
  scrollLongestFrameMs: number;
  /** The scripts the page fetched before its first card showed. */
  scriptsBeforeFirstCard: string[];
}

/** Every page of the bench records its long tasks from the start (Chromium's Long Tasks API). */
function recordLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
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

async function openPage(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript((value) => window.localStorage.setItem('listboard.token', value), token);
  await context.addInitScript(recordLongTasks);
  await context.addInitScript(defineDesignCount);
  return { context, page: await context.newPage() };
}

/** The page's clock when a card first shows inside the viewport. */
async function firstCardShown(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    (selector) => {
      const face = document.querySelector(selector);
      if (!face) return false;
      const box = face.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight ? performance.now() : false;
    },
    CARD,
    { timeout: 60_000, polling: 'raf' },
  );
  return handle.jsonValue() as Promise<number>;
}

/** Waits for a main thread quiet for QUIET_MS; gives the end of the last long task and the longest one until then. */
async function settled(page: Page, since: number): Promise<{ lastTaskEnd: number; longest: number }> {
  return page.evaluate(
    async ({ since: from, quiet }) => {
      const tasks = (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks;
      const lastEnd = () => Math.max(from, ...tasks.map((task) => task.start + task.duration));
      while (performance.now() - lastEnd() < quiet) await new Promise((resolve) => setTimeout(resolve, 100));
      return { lastTaskEnd: lastEnd(), longest: Math.max(0, ...tasks.map((task) => task.duration)) };
    },
    { since, quiet: QUIET_MS },
  );
}

async function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate((from) => {
    const tasks = (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks;
    return Math.max(0, ...tasks.filter((task) => task.start + task.duration >= from).map((task) => task.duration));
  }, since);
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

/** Scrolls the page down by SCROLL_PX (or to its end), 400 px a frame; gives the longest frame. */
async function scrollThrough(page: Page): Promise<number> {
  return page.evaluate(
    (distance) =>
      new Promise<number>((resolve) => {
        window.scrollTo(0, 0);
        let last = performance.now();
        let longest = 0;
        let travelled = 0;
        const frame = (now: number) => {
          longest = Math.max(longest, now - last);
          last = now;
          const before = window.scrollY;
          window.scrollBy(0, 400);
          travelled += 400;
          if (travelled >= distance || window.scrollY === before) resolve(longest);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      }),
    SCROLL_PX,
  );
}

/** One load of the board page: navigation to the first card, to a settled board, and the longest task on the way. */
async function loadOnce(browser: Browser, url: string, token: string) {
  const { context, page } = await openPage(browser, token);
  await page.goto(url, { waitUntil: 'commit' });
  const firstCardMs = await firstCardShown(page);
  const scripts = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name),
    firstCardMs,
  );
  const { lastTaskEnd, longest } = await settled(page, firstCardMs);
  return { context, page, firstCardMs, scripts, interactiveMs: lastTaskEnd, longestLoadTaskMs: longest };
}

/** The board page's figures in Chromium: loads (median of 3 after a warm-up), then a drag and a scroll on the last one. */
export async function benchBoardPage(browser: Browser, url: string, token: string): Promise<BoardPageFigures> {
  const loads: Awaited<ReturnType<typeof loadOnce>>[] = [];
  for (let run = 0; run < 4; run += 1) {
    const load = await loadOnce(browser, url, token);
    if (run > 0) loads.push(load);
    if (run < 3) await load.context.close();
  }
  const last = loads[loads.length - 1];
  const drag = await dragAcross(last.page);
  const undoToPlaceMs = await undoDrop(last.page);
  const selectionLongestTaskMs = await moveSelection(last.page);
  const scrollLongestFrameMs = await scrollThrough(last.page);
  await last.context.close();
  return {
    firstCardMs: median(loads.map((load) => load.firstCardMs)),
    interactiveMs: median(loads.map((load) => load.interactiveMs)),
    longestLoadTaskMs: median(loads.map((load) => load.longestLoadTaskMs)),
    dragLongestTaskMs: drag.longest,
    dropToPlaceMs: drag.toPlace,
    undoToPlaceMs,
    selectionLongestTaskMs,
    scrollLongestFrameMs,
    scriptsBeforeFirstCard: last.scripts,
  };
}
