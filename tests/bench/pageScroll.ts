import type { Page } from 'playwright-core';
import { CARD } from './pageLoad';
import { median, percentile } from './stats';

/** A wheel notch, as Chromium scrolls a page by one. */
const NOTCH_PX = 100;
/** A brisk person's wheel: 40 notches a second. */
const NOTCH_EVERY_MS = 25;
export const WHEEL_DISTANCE_PX = 24_000;
export const WHEEL_LABEL = '24,000 px';

export interface WheelFigures {
  p95FrameMs: number;
  longestFrameMs: number;
  framesOver50: number;
}

interface FrameWindow {
  benchFrames: number[];
  benchFramesOn: boolean;
}

/** Scrolls taken of each board; each figure is their median, as one scroll swings with what else the machine does. */
const WHEEL_SCROLLS = 3;

/** The wheel scroll's figures, each the median over WHEEL_SCROLLS scrolls from the top. */
export async function wheelScroll(page: Page): Promise<WheelFigures> {
  const scrolls: WheelFigures[] = [];
  for (let run = 0; run < WHEEL_SCROLLS; run += 1) scrolls.push(await oneWheelScroll(page));
  return {
    p95FrameMs: median(scrolls.map((scroll) => scroll.p95FrameMs)),
    longestFrameMs: median(scrolls.map((scroll) => scroll.longestFrameMs)),
    framesOver50: median(scrolls.map((scroll) => scroll.framesOver50)),
  };
}

/**
 * Scrolls the board down by WHEEL_DISTANCE_PX with real wheel events (the browser's own input, scrolled by its
 * compositor), a notch every NOTCH_EVERY_MS, and measures each frame's interval meanwhile.
 */
async function oneWheelScroll(page: Page): Promise<WheelFigures> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const viewport = page.viewportSize() ?? { width: 1600, height: 1000 };
  await page.mouse.move(viewport.width / 2, viewport.height * 0.6);
  await page.evaluate(() => {
    const frames = window as unknown as FrameWindow;
    frames.benchFrames = [];
    frames.benchFramesOn = true;
    const tick = (now: number) => {
      frames.benchFrames.push(now);
      if (frames.benchFramesOn) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  for (let notch = 0; notch < WHEEL_DISTANCE_PX / NOTCH_PX; notch += 1) {
    const due = started + notch * NOTCH_EVERY_MS;
    if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    await page.mouse.wheel(0, NOTCH_PX);
  }
  // The last notches' frames: the scroll ends as the browser's wheel animation does.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const frames = await page.evaluate(() => {
    const recorder = window as unknown as FrameWindow;
    recorder.benchFramesOn = false;
    return recorder.benchFrames;
  });
  const intervals = frames.slice(1).map((at, index) => at - frames[index]);
  return {
    p95FrameMs: percentile(intervals, 95),
    longestFrameMs: Math.max(0, ...intervals),
    framesOver50: intervals.filter((interval) => interval > 50).length,
  };
}

/** The rest before each sideways jump: longer than a board keeps the cards of chunks that left the viewport. */
const SIDEWAYS_SETTLE_MS = 1000;

/**
 * Jumps the board sideways to its last columns (as dragging its scrollbar does) and gives how long until their
 * cards show, to the frame; median of 5. NaN when the board fits the window and cannot scroll sideways.
 */
export async function sidewaysReveal(page: Page): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const shown = await page.evaluate(
      ([selector, SETTLE_MS]) =>
        new Promise<number>((resolve) => {
          window.scrollTo(0, 0);
          let scroller = document.querySelector(selector)?.parentElement ?? null;
          while (scroller && !(scroller.scrollWidth > scroller.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowX)))
            scroller = scroller.parentElement;
          if (!scroller) return resolve(Number.NaN);
          const frame = scroller;
          frame.scrollLeft = 0;
          // A settled page at the start, the last columns' cards taken away again (the board keeps the cards of a
          // chunk that just left for a moment), so every jump draws them afresh; then two frames.
          setTimeout(
            () =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  const box = frame.getBoundingClientRect();
                  const revealedFrom = box.left + frame.clientWidth / 2;
                  const jumpedAt = performance.now();
                  frame.scrollLeft = frame.scrollWidth;
                  const look = () => {
                    const revealed = [...document.querySelectorAll(selector)].some((card) => {
                      const cardBox = card.getBoundingClientRect();
                      return (
                        cardBox.left >= revealedFrom && cardBox.right <= box.right && cardBox.top < window.innerHeight && cardBox.bottom > 0
                      );
                    });
                    if (revealed) resolve(performance.now() - jumpedAt);
                    else if (performance.now() - jumpedAt > 10_000) resolve(-1);
                    else requestAnimationFrame(look);
                  };
                  requestAnimationFrame(look);
                }),
              ),
            SETTLE_MS,
          );
        }),
      [CARD, SIDEWAYS_SETTLE_MS] as const,
    );
    if (shown < 0) throw new Error('No card showed in the last columns after a sideways scroll.');
    times.push(shown);
  }
  return median(times);
}
