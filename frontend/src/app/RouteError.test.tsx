import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TelemetryContext } from '../telemetry';
import { RouteErrorBoundary } from './RouteError';

function Broken(): never {
  throw new Error('cards is undefined');
}

afterEach(cleanup);

describe('RouteError', () => {
  it('shows a message and a way on when a page fails to render, and reports the error', async () => {
    const track = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TelemetryContext.Provider value={{ track }}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </TelemetryContext.Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload page' }).tagName).toBe('BUTTON');
    expect(screen.getByRole('link', { name: 'Back to the boards' }).getAttribute('href')).toBe('/kanban');
    expect(track).toHaveBeenCalledWith('page_error', { message: 'cards is undefined' });
  });

  it('shows the page again once the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TelemetryContext.Provider value={{ track: () => undefined }}>
        <MemoryRouter initialEntries={['/broken']}>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/kanban" element={<h1>Boards</h1>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </TelemetryContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the boards' }));
    expect(await screen.findByRole('heading', { name: 'Boards' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
