import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyboardSensorProps } from '@dnd-kit/core';
import { PromptKeyboardSensor } from './promptKeyboardSensor';

afterEach(() => {
  vi.useRealTimers();
});

/** A sensor picked up by Space on a card, as dnd-kit makes it, with its callbacks recorded. */
function pickUp() {
  const card = document.createElement('button');
  document.body.append(card);
  const event = new KeyboardEvent('keydown', { code: 'Space', bubbles: true });
  card.dispatchEvent(event);
  const coordinateGetter = vi.fn(() => ({ x: 40, y: 0 }));
  const props = {
    active: 'card',
    activeNode: { node: { current: card } },
    event,
    options: { coordinateGetter },
    context: { current: { collisionRect: { left: 0, top: 0, width: 10, height: 10, right: 10, bottom: 10 }, scrollableAncestors: [] } },
    onStart: vi.fn(),
    onMove: vi.fn(),
    onEnd: vi.fn(),
    onCancel: vi.fn(),
    onAbort: vi.fn(),
    onPending: vi.fn(),
  } as unknown as KeyboardSensorProps;
  new PromptKeyboardSensor(props);
  const press = (code: string) => document.dispatchEvent(new KeyboardEvent('keydown', { code, bubbles: true }));
  return { props, coordinateGetter, press };
}

describe('the keyboard sensor of the board', () => {
  it('moves the card on an arrow pressed before dnd-kit listens, and once, not twice, after it does', () => {
    vi.useFakeTimers();
    const { props, coordinateGetter, press } = pickUp();
    press('ArrowRight');
    expect(coordinateGetter).toHaveBeenCalledTimes(1);
    expect(props.onMove).toHaveBeenCalledWith({ x: 40, y: 0 });
    vi.runAllTimers();
    press('ArrowRight');
    expect(coordinateGetter).toHaveBeenCalledTimes(2);
    // Put down, so the sensor stops listening on the page the next test files share (vitest.config.ts).
    press('Escape');
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('ends the drag on Space pressed at once, once dnd-kit listens, and leaves no listener behind', () => {
    vi.useFakeTimers();
    const { props, coordinateGetter, press } = pickUp();
    press('Space');
    vi.runAllTimers();
    expect(props.onEnd).toHaveBeenCalledTimes(1);
    press('ArrowRight');
    press('Space');
    expect(coordinateGetter).not.toHaveBeenCalled();
    expect(props.onEnd).toHaveBeenCalledTimes(1);
  });
});
