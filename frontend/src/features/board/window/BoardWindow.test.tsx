import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { TasksResponse } from '@listboard/shared';
import { card, column, row } from '../testing/dndBoard';
import { CHUNK_SIZE } from './cardWindow';
import { boardOf, renderCanvas } from '../testing/canvas';

/** An IntersectionObserver the test drives: it says which watched elements are near the viewport. */
class ViewportStandIn {
  static all: ViewportStandIn[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportStandIn.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** Tells every observer that exactly the chunks `near` (by their first card) are near the viewport. */
  static show(near: (element: Element) => boolean) {
    for (const observer of ViewportStandIn.all) {
      const entries = [...observer.watched].map(
        (target) => ({ target, isIntersecting: near(target) }) as unknown as IntersectionObserverEntry,
      );
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

function bigBoard(cardsPerCell: number): TasksResponse {
  const cards = (status: string) =>
    Array.from({ length: cardsPerCell }, (_, index) => card(`${status} ${index + 1}`, status, 1000 + index));
  return { users: [], rows: [row('', [column('todo', cards('todo')), column('done', cards('done'))], true)] };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  ViewportStandIn.all = [];
});

describe('a board of more than 600 cards', () => {
  it(`draws only the chunks of ${CHUNK_SIZE} cards near the viewport, and keeps the others as blocks`, () => {
    vi.stubGlobal('IntersectionObserver', ViewportStandIn);
    renderCanvas({ board: boardOf(), tasks: bigBoard(310) });
    const todo = screen.getByRole('region', { name: 'TODO' });
    expect(within(todo).queryAllByRole('button', { name: /^todo / })).toHaveLength(0);

    ViewportStandIn.show((element) => ['0', String(CHUNK_SIZE)].includes(element.getAttribute('data-card-chunk') ?? ''));
    const drawn = within(todo).getAllByRole('button', { name: /^todo \d+$/ });
    expect(drawn).toHaveLength(2 * CHUNK_SIZE);
    expect(drawn[0].getAttribute('aria-label')).toBe('todo 1');
    expect(drawn[2 * CHUNK_SIZE - 1].getAttribute('aria-label')).toBe(`todo ${2 * CHUNK_SIZE}`);

    // The last chunk of 310 cards is shorter.
    const lastStart = 310 - (310 % CHUNK_SIZE || CHUNK_SIZE);
    ViewportStandIn.show((element) => element.getAttribute('data-card-chunk') === String(lastStart));
    const last = within(todo).getAllByRole('button', { name: /^todo \d+$/ });
    expect(last.map((face) => face.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 310 - lastStart }, (_, index) => `todo ${lastStart + 1 + index}`),
    );
  });

  it('draws every card of a board of 600 cards or fewer', () => {
    vi.stubGlobal('IntersectionObserver', ViewportStandIn);
    renderCanvas({ board: boardOf(), tasks: bigBoard(300) });
    expect(within(screen.getByRole('region', { name: 'DONE' })).getAllByRole('button', { name: /^done \d+$/ })).toHaveLength(300);
  });
});
