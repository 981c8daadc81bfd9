import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Item, TasksResponse } from '@listboard/shared';
import { CLICK_WINDOW_MS } from '../cardFields/useSingleClick';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';

// The editor itself rather than its lazy loader: these tests step through the click window with fake timers.
vi.mock('../cardFields/lazyInlineFieldEditor', async () => ({
  InlineFieldEditor: (await import('../cardFields/InlineFieldEditor')).InlineFieldEditor,
}));

const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Estimate', name: 'Estimate', type: 'Number' },
];
const fix: Item = { ...card('Fix login', 'todo', 1000), card: { Estimate: { t: '3', v: '3' } } };
const tasks: TasksResponse = { users: [], rows: [row('', [column('todo', [fix]), column('done', [])], true)] };
const clickBoard = boardOf({ fields, cardFields: ['Estimate'] });
const doubleClickBoard = boardOf({ fields, cardFields: ['Estimate'], formDefinition: { openByDbClick: true } });

const face = () => screen.getByRole('button', { name: 'Fix login' });

/** A person's double click: two clicks counted by the browser, then the double click. */
function doubleClick(element: HTMLElement) {
  fireEvent.click(element, { detail: 1 });
  fireEvent.click(element, { detail: 2 });
  fireEvent.doubleClick(element, { detail: 2 });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('opening a card on a board without openByDbClick', () => {
  it('opens the card on one click, and a double click opens it once', () => {
    const { onOpenCard } = renderCanvas({ board: clickBoard, tasks });
    fireEvent.click(face(), { detail: 1 });
    expect(onOpenCard).toHaveBeenCalledTimes(1);
    expect(onOpenCard).toHaveBeenCalledWith(expect.objectContaining({ uniqueID: fix.uniqueID }));
    onOpenCard.mockClear();
    doubleClick(face());
    expect(onOpenCard).toHaveBeenCalledTimes(1);
  });

  it('leaves the card closed when its buttons are clicked', async () => {
    const { onOpenCard } = renderCanvas({ board: clickBoard, tasks });
    fireEvent.click(screen.getByRole('button', { name: 'More options for Fix login' }), { detail: 1 });
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(onOpenCard).not.toHaveBeenCalled();
  });

  it('edits a value clicked once after the click window, and opens the card on a double click of the value', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onOpenCard } = renderCanvas({ board: clickBoard, tasks });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Estimate: 3' }), { detail: 1 });
    act(() => vi.advanceTimersByTime(CLICK_WINDOW_MS));
    const input = screen.getByRole('textbox', { name: 'Estimate' });
    fireEvent.click(input, { detail: 1 });
    expect(onOpenCard).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });

    doubleClick(screen.getByRole('button', { name: 'Edit Estimate: 3' }));
    act(() => vi.advanceTimersByTime(CLICK_WINDOW_MS * 2));
    expect(screen.queryByRole('textbox', { name: 'Estimate' })).toBeNull();
    expect(onOpenCard).toHaveBeenCalledTimes(1);
  });

  it('does not open a card that was dragged', () => {
    const { onOpenCard } = renderCanvas({ board: clickBoard, tasks });
    fireEvent.mouseDown(face(), { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseMove(document, { clientX: 40, clientY: 60 });
    fireEvent.mouseUp(document, { clientX: 40, clientY: 60 });
    // The browser ends a press and release on the same card with a click.
    fireEvent.click(face(), { detail: 1 });
    expect(onOpenCard).not.toHaveBeenCalled();
  });
});

describe('opening a card on a board with openByDbClick', () => {
  it('opens the card on a double click only', () => {
    const { onOpenCard } = renderCanvas({ board: doubleClickBoard, tasks });
    fireEvent.click(face(), { detail: 1 });
    expect(onOpenCard).not.toHaveBeenCalled();
    doubleClick(face());
    expect(onOpenCard).toHaveBeenCalledTimes(1);
  });
});
