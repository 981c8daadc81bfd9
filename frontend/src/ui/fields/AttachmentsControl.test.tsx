import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { AttachmentFile } from '@listboard/shared';
import { AlertsProvider } from '../alerts';
import { fakeFieldData } from '../testing/fieldData';
import type { AttachmentsState } from './AttachmentsControl';
import { FieldDataContext } from './FieldDataSource';
import { AttachmentsField } from './FieldControl';

const file = (name: string, attachmentType: 0 | 1): AttachmentFile => ({
  name,
  title: name,
  ext: name.split('.')[1],
  url: `/api/item/attachments/content?name=${name}`,
  attachmentType,
});
const field = {
  internalName: 'Attachments',
  name: 'Attachments',
  type: 'Attachments' as const,
  isRequired: false,
  isReadOnly: true,
  isMulti: false,
  isAllowFillIn: false,
};
const fileField = { ...field, internalName: 'FileLeafRef', name: 'Name', type: 'File' as const };

function renderAttachments(state: AttachmentsState, disabled = false, shownField: typeof field | typeof fileField = field) {
  const onChange = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <FieldDataContext.Provider value={fakeFieldData()}>
        <AlertsProvider>
          <AttachmentsField field={shownField} state={state} disabled={disabled} onChange={onChange} />
        </AlertsProvider>
      </FieldDataContext.Provider>
    </FluentProvider>,
  );
  return onChange;
}

const stored = [file('a.png', 1), file('notes.txt', 0), file('b.jpg', 1)];

afterEach(cleanup);

describe('AttachmentsField', () => {
  it('lists stored and pending files as a group named by the field', () => {
    const pending = new File(['hello'], 'draft.txt');
    renderAttachments({ stored, pending: [pending], removed: ['b.jpg'] });
    const group = screen.getByRole('group', { name: 'Attachments' });
    expect(group.textContent).toContain('notes.txt');
    expect(group.textContent).toContain('draft.txt (uploaded when you save)');
    expect(screen.queryByRole('button', { name: 'Open image b.jpg' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download notes.txt' })).toBeTruthy();
  });

  it('marks a stored file for removal and drops a pending one', () => {
    const pending = new File(['hello'], 'draft.txt');
    const onChange = renderAttachments({ stored, pending: [pending], removed: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(onChange).toHaveBeenLastCalledWith({ stored, pending: [pending], removed: ['notes.txt'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove draft.txt' }));
    expect(onChange).toHaveBeenLastCalledWith({ stored, pending: [], removed: [] });
  });

  it('offers "Show on the card" for each image, stored or pending, one at a time, and forgets a pending one with the file', () => {
    const cover = new File(['png'], 'cover.png');
    const notes = new File(['text'], 'notes.txt');
    const onCard = (name: string) => screen.getByRole('switch', { name: `Show ${name} on the card` }) as HTMLInputElement;
    const onChange = renderAttachments({ stored, pending: [cover, notes], removed: [] });
    expect(screen.getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      'Show a.png on the card',
      'Show b.jpg on the card',
      'Show cover.png on the card',
    ]);
    fireEvent.click(onCard('cover.png'));
    expect(onChange).toHaveBeenLastCalledWith({ stored, pending: [cover, notes], removed: [], onCard: cover });
    fireEvent.click(onCard('b.jpg'));
    expect(onChange).toHaveBeenLastCalledWith({ stored, pending: [cover, notes], removed: [], onCard: 'b.jpg' });
    cleanup();

    const shown = [{ ...stored[0], onCard: true }, ...stored.slice(1)];
    const unmarked = renderAttachments({ stored: shown, pending: [], removed: [] });
    expect(onCard('a.png').checked).toBe(true);
    fireEvent.click(onCard('a.png'));
    expect(unmarked).toHaveBeenLastCalledWith({ stored: shown, pending: [], removed: [], onCard: null });
    cleanup();

    const marked = renderAttachments({ stored, pending: [cover, notes], removed: [], onCard: cover });
    expect(onCard('cover.png').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cover.png' }));
    expect(marked).toHaveBeenLastCalledWith({ stored, pending: [notes], removed: [], onCard: undefined });
  });

  it('adds chosen files to the pending ones, refusing what the server would refuse', async () => {
    const onChange = renderAttachments({ stored: [], pending: [], removed: [] });
    const chosen = new File(['plain text'], 'new.txt');
    const empty = new File([], 'empty.txt');
    const page = new File(['<html><script>x()</script></html>'], 'page.txt');
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.bin');
    const misnamed = new File(['not a picture'], 'photo.png');
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [chosen, empty, page, big, misnamed] },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ stored: [], pending: [chosen], removed: [] }));
    // In the page's language (en-US here), the limit in the locale's units.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'empty.txt: the file is empty.',
      'page.txt: web pages, SVG and scripts cannot be uploaded.',
      'big.bin: files are limited to 8 MB.',
      'photo.png: its content is not a png image.',
    ]);
  });

  it('has no add or remove buttons when read-only', () => {
    renderAttachments({ stored, pending: [], removed: [] }, true);
    expect(screen.queryByRole('button', { name: 'Add files' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it("holds one file for a library's File field: another choice replaces the pending one, the stored one is not removed", async () => {
    const libraryFile = { ...file('plan.txt', 0), attachmentType: 2 as const };
    const first = new File(['one'], 'first.txt');
    const onChange = renderAttachments({ stored: [libraryFile], pending: [first], removed: [] }, false, fileField);
    expect(screen.getByRole('button', { name: 'Download plan.txt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove plan.txt' })).toBeNull();
    expect(document.querySelector('input[type=file]')?.hasAttribute('multiple')).toBe(false);
    const second = new File(['two'], 'second.txt');
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [second] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ stored: [libraryFile], pending: [second], removed: [] }));
  });

  it('opens images in a popup that steps with the arrow keys and closes', async () => {
    renderAttachments({ stored, pending: [], removed: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Open image a.png' }));
    const popup = await screen.findByRole('dialog', { name: 'a.png' });
    expect(popup.textContent).toContain('1 of 2');
    fireEvent.keyDown(popup, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'b.jpg' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'b.jpg' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'a.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(await screen.findByRole('dialog', { name: 'b.jpg' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'b.jpg' }).getAttribute('src')).toBe('blob:b.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Close image' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
