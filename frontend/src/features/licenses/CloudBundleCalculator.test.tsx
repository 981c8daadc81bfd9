import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CloudBundleCalculator } from './CloudBundleCalculator';
import { renderInPage } from './testing/licensesPage';

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

function order(users: string) {
  const box = screen.getByRole('spinbutton', { name: 'Number of users' });
  fireEvent.change(box, { target: { value: users } });
  fireEvent.blur(box);
}

afterEach(cleanup);

describe('the cloud bundle calculator', () => {
  it('prices 50 users at first, in US dollars', () => {
    renderInPage(<CloudBundleCalculator />);
    expect(screen.getByText('The cloud bundle is sold from 50 users. The more users, the more you save: up to 77%.')).toBeTruthy();
    expect(valueOf('Saving')).toBe('20%');
    expect(valueOf('Price per user and month')).toBe('$3.20');
    expect(valueOf('Price per year')).toBe('$1,920.00');
    expect(valueOf('List price per year')).toBe('$2,400.00');
  });

  it('saves more on a larger order, and prices a smaller one as the minimum of 50', () => {
    renderInPage(<CloudBundleCalculator />);
    order('1,000');
    expect(valueOf('Saving')).toBe('68%');
    expect(valueOf('Price per user and month')).toBe('$1.28');
    expect(valueOf('Price per year')).toBe('$15,360.00');
    order('20');
    expect(screen.getByText('At least 50 users are priced.')).toBeTruthy();
    expect(valueOf('Price per year')).toBe('$1,920.00');
  });
});
