import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { TelemetryContext } from '../telemetry';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new Error('cards is undefined');
}

afterEach(cleanup);

describe('RouteError', () => {
  it('shows a message and a way on when a page fails to render, and reports the error', async () => {
    const track = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(
      <TelemetryContext.Provider value={{ track }}>
        <RouterProvider router={router} />
      </TelemetryContext.Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload page' }).tagName).toBe('BUTTON');
    expect(screen.getByRole('link', { name: 'Back to the boards' }).getAttribute('href')).toBe('/kanban');
    expect(track).toHaveBeenCalledWith('page_error', { message: 'cards is undefined' });
  });
});
