import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { boardOf, renderCanvas } from '../testing/canvas';
import { card, column, row } from '../testing/dndBoard';

// disableDragDrop (docs/board-dragging.md#dragging-turned-off): the board offers no dragging; the server refuses a move too.
const tasks = { users: [], rows: [row('', [column('todo', [card('Fix login', 'todo', 1000)]), column('done', [])], true)] };

/** The ways a person picks a card up: Space on its face, or the mouse pressed on it and moved. */
const pickUps = {
  keyboard(face: HTMLElement) {
    face.focus();
    fireEvent.keyDown(face, { key: ' ', code: 'Space' });
  },
  mouse(face: HTMLElement) {
    fireEvent.mouseDown(face, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseMove(document, { clientX: 80, clientY: 80 });
  },
};

beforeEach(() => {
  // jsdom has neither: dnd-kit scrolls the picked-up card into view, and the board finds the card again by
  // its escaped id when the drag ends (dragSupport.ts).
  Element.prototype.scrollIntoView = () => undefined;
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
});

afterEach(() => {
  cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe.each(Object.entries(pickUps))('picking a card up by %s', (_, pickUp) => {
  it('works on a board that allows dragging', async () => {
    renderCanvas({ board: boardOf(), tasks });
    const face = screen.getByRole('button', { name: 'Fix login' });
    pickUp(face);
    // A picked-up card is pressed, and the screen reader hears about it.
    await waitFor(() => expect(face.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('status').textContent).toMatch(/Fix login/);
  });

  it('does nothing on a board with dragging turned off, whose cards say they cannot be dragged', async () => {
    renderCanvas({ board: boardOf({ disableDragDrop: true }), tasks });
    const face = screen.getByRole('button', { name: 'Fix login' });
    expect(face.getAttribute('aria-disabled')).toBe('true');
    pickUp(face);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(face.getAttribute('aria-pressed')).not.toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
