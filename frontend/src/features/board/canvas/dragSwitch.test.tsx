import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { boardOf, renderCanvas } from '../testing/canvas';
import { card, column, row } from '../testing/dndBoard';

// disableDragDrop (docs/board-dragging.md#dragging-turned-off): the board offers no dragging; the server refuses a move too.
const tasks = { users: [], rows: [row('', [column('todo', [card('Fix login', 'todo', 1000)]), column('done', [])], true)] };

/**
 * The ways a person picks a card up: Space on its face, or the mouse pressed on it and moved; and puts it back,
 * so no drag outlasts its test (the files of this project share one page, vitest.config.ts).
 */
const pickUps = {
  keyboard: {
    pickUp(face: HTMLElement) {
      face.focus();
      fireEvent.keyDown(face, { key: ' ', code: 'Space' });
    },
    putBack(face: HTMLElement) {
      fireEvent.keyDown(face, { key: 'Escape', code: 'Escape' });
    },
  },
  mouse: {
    pickUp(face: HTMLElement) {
      fireEvent.mouseDown(face, { button: 0, clientX: 10, clientY: 10 });
      fireEvent.mouseMove(document, { clientX: 80, clientY: 80 });
    },
    putBack() {
      fireEvent.mouseUp(document, { clientX: 10, clientY: 10 });
    },
  },
};

afterEach(cleanup);

describe.each(Object.entries(pickUps))('picking a card up by %s', (_, { pickUp, putBack }) => {
  it('works on a board that allows dragging', async () => {
    renderCanvas({ board: boardOf(), tasks });
    const face = screen.getByRole('button', { name: 'Fix login' });
    pickUp(face);
    // A picked-up card is pressed, and the screen reader hears about it.
    await waitFor(() => expect(face.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('status').textContent).toMatch(/Fix login/);
    putBack(face);
    await waitFor(() => expect(face.getAttribute('aria-pressed')).not.toBe('true'));
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
