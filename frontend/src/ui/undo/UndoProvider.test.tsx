import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { AlertsProvider } from '../alerts';
import { UndoRefusal, type UndoStep } from './undoHistory';
import { UndoProvider, useUndo } from './UndoProvider';

function Recorder({ step }: { step: UndoStep }) {
  const { record, canUndo, canRedo } = useUndo();
  return (
    <>
      <button onClick={() => record(step)}>make a step</button>
      <output aria-label="history">{`${canUndo ? 'can undo' : 'nothing to undo'}, ${canRedo ? 'can redo' : 'nothing to redo'}`}</output>
      <input aria-label="notes" />
    </>
  );
}

function renderWith(step: UndoStep) {
  render(
    <FluentProvider theme={webLightTheme}>
      <AlertsProvider>
        <UndoProvider>
          <Recorder step={step} />
        </UndoProvider>
      </AlertsProvider>
    </FluentProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'make a step' }));
}

const history = () => screen.getByRole('status', { name: 'history' }).textContent;

afterEach(cleanup);

describe('UndoProvider', () => {
  it('offers the undo of a step in its balloon, and its redo once undone', async () => {
    const step = { label: 'Moved “Fix login” to Done', undo: vi.fn(async () => undefined), redo: vi.fn(async () => undefined) };
    renderWith(step);
    expect(await screen.findByText('Moved “Fix login” to Done')).toBeTruthy();
    expect(history()).toBe('can undo, nothing to redo');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Moved “Fix login” to Done')).toBeTruthy();
    expect(step.undo).toHaveBeenCalledTimes(1);
    expect(history()).toBe('nothing to undo, can redo');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await screen.findByText('Redone: Moved “Fix login” to Done')).toBeTruthy();
    expect(step.redo).toHaveBeenCalledTimes(1);
    // One balloon at a time: each took the last one's place.
    expect(screen.queryByText('Moved “Fix login” to Done')).toBeNull();
  });

  it('undoes on Ctrl+Z and redoes on Ctrl+Shift+Z, but not while a field has the focus', async () => {
    const step = { label: 'Changed Priority of “Fix login”', undo: vi.fn(async () => undefined), redo: vi.fn(async () => undefined) };
    renderWith(step);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'notes' }), { key: 'z', ctrlKey: true });
    expect(step.undo).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(step.undo).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(step.redo).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Redone: Changed Priority of “Fix login”')).toBeTruthy();
  });

  it('says why a refused undo did nothing, and forgets the step', async () => {
    const refusal = 'Not undone: Megan Bowen has changed “Fix login” since (Priority). Their change stays.';
    renderWith({ label: 'Changed Priority', undo: async () => Promise.reject(new UndoRefusal(refusal)), redo: async () => undefined });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(history()).toBe('nothing to undo, nothing to redo');
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(await screen.findByText('There is nothing to undo.')).toBeTruthy();
  });

  it('keeps a step whose undo failed for another reason, to be tried again', async () => {
    const undo = vi.fn(async () => Promise.reject(new Error('The service is busy.')));
    renderWith({ label: 'Moved', undo, redo: async () => undefined });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByText('The service is busy.')).toBeTruthy();
    expect(history()).toBe('can undo, nothing to redo');
  });
});
