import type { Browser, BrowserContext, Page } from 'playwright-core';
import { median } from './stats';

export const CARD = '[aria-roledescription="card"]';
/** A main thread quiet this long after the cards showed counts as settled: the board is usable. */
const QUIET_MS = 1000;

/**
 * One load of the board page, each time from navigation (the page's clock starts there): when the tasks
 * request left and when its answer was in, when the first card showed, when the main thread settled.
 */
export interface LoadFigures {
  tasksSentMs: number;
  dataInMs: number;
  firstCardMs: number;
  usableMs: number;
  longestLoadTaskMs: number;
  /** The scripts the page fetched before its first card showed. */
  scripts: string[];
}

/** Every page of the bench records its long tasks from the start (Chromium's Long Tasks API). */
function recordLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** A browser context signed in with `token`: a new context starts with an empty cache (a cold load). */
export async function signedInContext(browser: Browser, token: string, prepare?: () => void): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript((value) => window.localStorage.setItem('listboard.token', value), token);
  await context.addInitScript(recordLongTasks);
  if (prepare) await context.addInitScript(prepare);
  return context;
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
export async function settled(page: Page, since: number): Promise<{ lastTaskEnd: number; longest: number }> {
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

export async function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate((from) => {
    const tasks = (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks;
    return Math.max(0, ...tasks.filter((task) => task.start + task.duration >= from).map((task) => task.duration));
  }, since);
}

/** Opens the board in a new tab of `context` and measures its load; the tab stays open. */
export async function loadBoard(context: BrowserContext, url: string): Promise<{ page: Page; figures: LoadFigures }> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const firstCardMs = await firstCardShown(page);
  const timings = await page.evaluate((until) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const tasks = entries.find((entry) => new URL(entry.name).pathname.endsWith('/api/kanban/tasks'));
    return {
      tasksSentMs: tasks?.startTime ?? Number.NaN,
      dataInMs: tasks?.responseEnd ?? Number.NaN,
      scripts: entries
        .filter((entry) => entry.startTime <= until && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name),
    };
  }, firstCardMs);
  const { lastTaskEnd, longest } = await settled(page, firstCardMs);
  return { page, figures: { ...timings, firstCardMs, usableMs: lastTaskEnd, longestLoadTaskMs: longest } };
}

/** The median of each figure over loads. */
export function medianLoad(loads: readonly LoadFigures[]): LoadFigures {
  const of = (pick: (load: LoadFigures) => number) => median(loads.map(pick));
  return {
    tasksSentMs: of((load) => load.tasksSentMs),
    dataInMs: of((load) => load.dataInMs),
    firstCardMs: of((load) => load.firstCardMs),
    usableMs: of((load) => load.usableMs),
    longestLoadTaskMs: of((load) => load.longestLoadTaskMs),
    scripts: loads[loads.length - 1]?.scripts ?? [],
  };
}

/**
 * The machine's baseline for page loads: a static page of the same host (no script), from navigation to its
 * load event in a new context, median of 5 after a warm-up. A slower machine shows here as well as in the board.
 */
export async function emptyPageLoadMs(browser: Browser, url: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 6; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const loaded = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    if (run > 0) times.push(loaded);
    await context.close();
  }
  return median(times);
}
