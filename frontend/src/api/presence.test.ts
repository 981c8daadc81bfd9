import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { PresentPage } from '@listboard/shared';
import { CLIENT_ID } from './clientId';
import {
  forgetPresence,
  otherPeople,
  receivePresence,
  reportPresenceNow,
  setPresenceReporter,
  usePeopleOnCard,
  usePresentPeople,
} from './presence';

const page = (clientId: string, userId: number, name: string, card: string | null = null, editing = false): PresentPage => ({
  clientId,
  userId,
  name,
  login: `${name.toLowerCase()}@example.com`,
  card,
  editing,
  expiresInMs: 25_000,
});

const me = page(CLIENT_ID, 1, 'Me');

afterEach(() => {
  act(() => forgetPresence('b1'));
  vi.useRealTimers();
});

describe('who else has the board open', () => {
  it('names each other person once, as editing when one of their pages edits, and never this page’s person', () => {
    const pages = [
      me,
      page('other-tab-of-mine', 1, 'Me'),
      page('a1', 2, 'Ann', 'L#1'),
      page('a2', 2, 'Ann', 'L#1', true),
      page('b', 3, 'Bob'),
    ];
    expect(otherPeople(pages).map((p) => [p.name, p.editing])).toEqual([
      ['Ann', true],
      ['Bob', false],
    ]);
  });

  it('drops a page whose time ran out, without waiting for the next list', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePresentPeople('b1'));
    act(() => receivePresence('b1', [me, { ...page('a', 2, 'Ann'), expiresInMs: 3000 }, { ...page('b', 3, 'Bob'), expiresInMs: 9000 }]));
    expect(result.current.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.map((p) => p.name)).toEqual(['Bob']);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current).toEqual([]);
  });

  it('re-renders a card only when the people on it change', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePeopleOnCard('b1', 'L#1');
    });
    act(() => receivePresence('b1', [me, page('a', 2, 'Ann', 'L#1')]));
    expect(result.current.map((p) => p.name)).toEqual(['Ann']);
    const after = renders;
    act(() => receivePresence('b1', [me, page('a', 2, 'Ann', 'L#1'), page('b', 3, 'Bob', 'L#2')]));
    expect(renders).toBe(after);
    act(() => receivePresence('b1', [me, page('a', 2, 'Ann', 'L#1', true)]));
    expect(result.current.map((p) => [p.name, p.editing])).toEqual([['Ann', true]]);
  });
});

describe('a report asked for when the live channel joins', () => {
  it("runs the open board's reporter, and none once the board closed or for another board", () => {
    const report = vi.fn();
    setPresenceReporter('joined', report);
    reportPresenceNow('joined');
    reportPresenceNow('elsewhere');
    expect(report).toHaveBeenCalledTimes(1);
    setPresenceReporter('joined', null);
    reportPresenceNow('joined');
    expect(report).toHaveBeenCalledTimes(1);
  });
});
