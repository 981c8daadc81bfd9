import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LabelsPicker } from './LabelsPicker';

const LABELS = Array.from({ length: 14 }, (_, index) => ({ name: `Label ${index + 1}`, color: '#0F6CBD' }));

function renderPicker(disabled: boolean) {
  render(
    <FluentProvider theme={webLightTheme}>
      <LabelsPicker labels={LABELS} chosen={['Label 2']} onChange={() => {}} disabled={disabled} />
    </FluentProvider>,
  );
  return screen.getByRole('group', { name: 'Edit labels' });
}

afterEach(cleanup);

describe('LabelsPicker', () => {
  it('lets a read-only person reach the list by keyboard, to scroll a long one', () => {
    const list = renderPicker(true);
    expect(
      within(list)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).disabled),
    ).toBe(true);
    expect(list.tabIndex).toBe(0);
  });

  it('leaves the focus to the boxes where they can be ticked', () => {
    const list = renderPicker(false);
    expect(within(list).getByRole('checkbox', { name: 'Label 2' })).toHaveProperty('checked', true);
    expect(list.hasAttribute('tabindex')).toBe(false);
  });
});
