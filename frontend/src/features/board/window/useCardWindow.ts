import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  CHUNK_SIZE,
  WINDOW_MARGIN,
  type ChunkHeights,
  chunkKey,
  chunkStarts,
  placeholderHeight,
  rememberHeight,
  watchAverageCardHeight,
} from './cardWindow';

const CHUNK_ATTRIBUTE = 'data-card-chunk';

export interface CardWindow {
  /** The first card of each chunk. */
  starts: number[];
  /** Whether the chunk starting at `start` draws its cards. */
  isDrawn(start: number): boolean;
  /** The height of the block standing in for the chunk starting at `start`. */
  placeholder(start: number): number;
  /** The ref of the chunk starting at `start`, so it is watched. */
  chunkRef(start: number): (element: HTMLElement | null) => void;
}

/**
 * The chunks of cell `cell` of `count` cards that draw their cards: those near the viewport, and the one
 * with `heldIndex` (the dragged card, which must stay a sortable while it is carried away). Without
 * `windowed`, or without IntersectionObserver (jsdom), every chunk draws its cards. `heights` is the
 * board's store of drawn chunks' heights.
 */
export function useCardWindow(cell: string, count: number, windowed: boolean, heldIndex: number | null, heights: ChunkHeights): CardWindow {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  const elements = useRef(new Map<number, HTMLElement>());
  const observer = useRef<IntersectionObserver[]>([]);
  const watching = windowed && typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (!watching) return undefined;
    const startOf = (entry: IntersectionObserverEntry) => Number((entry.target as HTMLElement).getAttribute(CHUNK_ATTRIBUTE));
    // A transition: React draws the cards coming near in slices between frames, so scrolling never waits for a whole chunk row.
    const watcher = new IntersectionObserver(
      (entries) =>
        startTransition(() => {
          setNear((current) => {
            const next = new Set(current);
            for (const entry of entries) {
              if (entry.isIntersecting) next.add(startOf(entry));
              else next.delete(startOf(entry));
            }
            return next;
          });
        }),
      { rootMargin: WINDOW_MARGIN },
    );
    // A chunk already in view but not drawn (a jump: the scrollbar dragged, End pressed) is drawn at once; a
    // wheel drew it a screen earlier through the transition above, and then nothing changes here.
    const inView = new IntersectionObserver((entries) => {
      const shown = entries.filter((entry) => entry.isIntersecting).map(startOf);
      if (shown.length > 0) setNear((current) => (shown.every((start) => current.has(start)) ? current : new Set([...current, ...shown])));
    });
    observer.current = [watcher, inView];
    for (const element of elements.current.values()) {
      watcher.observe(element);
      inView.observe(element);
    }
    return () => {
      watcher.disconnect();
      inView.disconnect();
      observer.current = [];
    };
  }, [watching]);

  // Blocks of chunks never drawn are sized by the board's average: the cell draws them again when it moves.
  const watchAverage = useCallback(
    (onChange: () => void) => (watching ? watchAverageCardHeight(heights, onChange) : () => undefined),
    [watching, heights],
  );
  const average = useSyncExternalStore(
    watchAverage,
    () => heights.toldAverage,
    () => heights.toldAverage,
  );

  const heldChunk = heldIndex === null ? null : heldIndex - (heldIndex % CHUNK_SIZE);
  const isDrawn = useCallback((start: number) => !watching || near.has(start) || start === heldChunk, [watching, near, heldChunk]);

  // A drawn chunk's height is what its block keeps once it scrolls away. A ResizeObserver tells it after the
  // frame's own layout, where reading offsetHeight in a layout effect forced a layout in every commit of every cell.
  const drawn = useRef({ isDrawn, count });
  useLayoutEffect(() => {
    drawn.current = { isDrawn, count };
  }, [isDrawn, count]);
  const sizes = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    if (!watching || typeof ResizeObserver === 'undefined') return undefined;
    const watcher = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const start = Number((entry.target as HTMLElement).getAttribute(CHUNK_ATTRIBUTE));
        const { isDrawn: drawnNow, count: cards } = drawn.current;
        const height = entry.borderBoxSize[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
        if (drawnNow(start)) rememberHeight(heights, chunkKey(cell, start), height, Math.min(CHUNK_SIZE, cards - start));
      }
    });
    sizes.current = watcher;
    for (const element of elements.current.values()) watcher.observe(element);
    return () => {
      watcher.disconnect();
      sizes.current = null;
    };
  }, [watching, heights, cell]);

  const refs = useRef(new Map<number, (element: HTMLElement | null) => void>());
  const chunkRef = useCallback((start: number) => {
    let ref = refs.current.get(start);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        const previous = elements.current.get(start);
        if (previous) {
          for (const watcher of observer.current) watcher.unobserve(previous);
          sizes.current?.unobserve(previous);
        }
        if (element) {
          element.setAttribute(CHUNK_ATTRIBUTE, String(start));
          elements.current.set(start, element);
          for (const watcher of observer.current) watcher.observe(element);
          sizes.current?.observe(element);
        } else elements.current.delete(start);
      };
      refs.current.set(start, ref);
    }
    return ref;
  }, []);

  return useMemo(
    () => ({
      starts: chunkStarts(count),
      isDrawn,
      placeholder: (start: number) => placeholderHeight(heights, chunkKey(cell, start), Math.min(CHUNK_SIZE, count - start)),
      chunkRef,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new average is what makes the blocks' heights new
    [cell, count, isDrawn, heights, chunkRef, average],
  );
}
