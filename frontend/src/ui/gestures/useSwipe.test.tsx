import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipe } from './useSwipe';

function SwipeArea({ enabled, onSwipe }: { enabled: boolean; onSwipe: (direction: 'next' | 'previous') => void }) {
  const ref = useSwipe(enabled, onSwipe);
  return <div ref={ref} data-testid="area" />;
}

function stroke(element: HTMLElement, fromX: number, toX: number) {
  element.dispatchEvent(new TouchEvent('touchstart', { touches: [{ clientX: fromX, clientY: 100 } as Touch] }));
  element.dispatchEvent(new TouchEvent('touchend', { changedTouches: [{ clientX: toX, clientY: 102 } as Touch] }));
}

describe('useSwipe', () => {
  it('steps on a sideways stroke, and keeps the browser from taking it as back or forward while it listens', () => {
    const onSwipe = vi.fn();
    const { getByTestId, rerender, unmount } = render(<SwipeArea enabled onSwipe={onSwipe} />);
    expect(document.documentElement.style.overscrollBehaviorX).toBe('none');
    act(() => stroke(getByTestId('area'), 300, 120));
    act(() => stroke(getByTestId('area'), 100, 300));
    expect(onSwipe.mock.calls).toEqual([['next'], ['previous']]);

    rerender(<SwipeArea enabled={false} onSwipe={onSwipe} />);
    expect(document.documentElement.style.overscrollBehaviorX).toBe('');
    unmount();
  });
});
