import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CountBadge } from './CountBadge';

afterEach(cleanup);

describe('CountBadge', () => {
  it('shows the count, past 99 as "99+", hidden from screen readers', () => {
    const { container } = render(
      <>
        <CountBadge count={7} />
        <CountBadge count={120} color="danger" />
      </>,
    );
    const badges = [...container.querySelectorAll('span')];
    expect(badges.map((badge) => [badge.textContent, badge.getAttribute('aria-hidden')])).toEqual([
      ['7', 'true'],
      ['99+', 'true'],
    ]);
  });
});
