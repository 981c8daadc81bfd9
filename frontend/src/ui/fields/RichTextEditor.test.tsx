import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Field, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RichTextEditor } from './RichTextEditor';

function renderEditor(value: string, disabled = false) {
  const onChange = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <Field label="Description">
        <RichTextEditor name="Description" value={value} disabled={disabled} onChange={onChange} />
      </Field>
    </FluentProvider>,
  );
  return onChange;
}

afterEach(cleanup);

describe('RichTextEditor', () => {
  it('is a multi-line text box named by its field, with a formatting toolbar', () => {
    renderEditor('<p>Hello</p>');
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.innerHTML).toBe('<p>Hello</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Description formatting' });
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Insert link']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).toBeTruthy();
    }
  });

  it('never shows markup that could run', () => {
    renderEditor('<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script></p>', true);
    expect(screen.getByRole('textbox', { name: 'Description' }).innerHTML).toBe('<p>Hi</p>');
  });

  it('gives back sanitized text as it is typed, and nothing for empty markup', () => {
    const onChange = renderEditor('');
    const editor = screen.getByRole('textbox', { name: 'Description' });
    editor.innerHTML = '<p><b>Done</b><span onclick="x()">!</span></p>';
    fireEvent.input(editor);
    editor.innerHTML = '<p><br></p>';
    fireEvent.input(editor);
    expect(onChange.mock.calls).toEqual([['<p><b>Done</b><span>!</span></p>'], ['']]);
  });

  it('is read-only without a toolbar when disabled', () => {
    renderEditor('<p>Hello</p>', true);
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(editor.getAttribute('contenteditable')).toBe('false');
    expect(editor.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
