import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { AlertsProvider, InlineAlert, WARNING_AUTO_CLOSE_MS, useAlerts, type AlertIntent } from './alerts';

function Trigger({ intent, message }: { intent: AlertIntent; message: string }) {
  const { showAlert } = useAlerts();
  return <button onClick={() => showAlert(intent, message)}>{`show ${intent}`}</button>;
}

function renderAlerts() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AlertsProvider>
        <Trigger intent="warning" message="Column is full" />
        <Trigger intent="error" message="Move failed" />
        <Trigger intent="success" message="Saved" />
      </AlertsProvider>
    </FluentProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AlertsProvider', () => {
  it('closes warnings by itself after 10 s but keeps errors', () => {
    vi.useFakeTimers();
    renderAlerts();
    fireEvent.click(screen.getByRole('button', { name: 'show warning' }));
    fireEvent.click(screen.getByRole('button', { name: 'show error' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Column is full', 'Move failed']);

    act(() => vi.advanceTimersByTime(WARNING_AUTO_CLOSE_MS - 1));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Move failed']);
  });

  it('shows success politely and closes an alert with its dismiss button', () => {
    renderAlerts();
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function KeyedTrigger() {
  const { showAlert } = useAlerts();
  const step = (text: string, next: string) =>
    showAlert('success', text, { key: 'undo', autoClose: true, action: { label: next, onClick: () => step(`Done: ${text}`, 'Again') } });
  return <button onClick={() => step('Moved', 'Undo')}>make a step</button>;
}

function renderKeyed() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AlertsProvider>
        <KeyedTrigger />
      </AlertsProvider>
    </FluentProvider>,
  );
}

describe('a balloon with a key', () => {
  it('takes the place of the last of its key in the same balloon, keeping the focus on its button', () => {
    renderKeyed();
    fireEvent.click(screen.getByRole('button', { name: 'make a step' }));
    fireEvent.click(screen.getByRole('button', { name: 'make a step' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    const balloon = screen.getByRole('status');
    const undo = screen.getByRole('button', { name: 'Undo' });
    undo.focus();
    fireEvent.click(undo);
    expect(screen.getByRole('status')).toBe(balloon);
    expect(balloon.textContent).toContain('Done: Moved');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Again' }));
  });

  it('waits to close while the pointer is on it', () => {
    vi.useFakeTimers();
    renderKeyed();
    fireEvent.click(screen.getByRole('button', { name: 'make a step' }));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(3 * WARNING_AUTO_CLOSE_MS));
    expect(screen.getByRole('status').textContent).toContain('Moved');
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(WARNING_AUTO_CLOSE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('an inline alert', () => {
  it('offers its action as a button inside the alert', () => {
    const onClick = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <InlineAlert intent="error" message="The service is temporarily unavailable." action={{ label: 'Try again', onClick }} />
      </FluentProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The service is temporarily unavailable.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
