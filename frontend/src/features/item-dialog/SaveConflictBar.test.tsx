import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Field } from '@listboard/shared';
import { SaveConflictBar } from './SaveConflictBar';

afterEach(cleanup);

const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Project', name: 'Project', type: 'Text' },
  { internalName: 'Estimate', name: 'Estimate', type: 'Number' },
] as Field[];

describe('a save refused because someone saved first', () => {
  it('names them, their changed fields and the ones both changed, and discards only on request', () => {
    const onDiscardMine = vi.fn();
    render(
      <SaveConflictBar
        conflict={{ by: 'Megan Bowen', modified: '2026-11-30T14:02:00Z', before: { Title: 'Plan', Project: 'Web', Estimate: '1' } }}
        formFields={fields}
        base={{ Title: 'Plan', Project: 'Website', Estimate: '2' }}
        current={{ Title: 'Plan', Project: 'Intranet', Estimate: '2' }}
        onDiscardMine={onDiscardMine}
      />,
    );
    const bar = screen.getByRole('alert');
    expect(bar.textContent).toMatch(/^Megan Bowen saved this card first, at November 30, 2026 at \d\d:\d\d [AP]M\./);
    expect(bar.textContent).toContain('Their change is now in the form: Project and Estimate.');
    expect(bar.textContent).toContain('You both changed Project: the form shows yours.');
    fireEvent.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(onDiscardMine).toHaveBeenCalledTimes(1);
  });

  it('says only that the card was reloaded when who saved it is unknown, and offers nothing to discard without changes', () => {
    render(
      <SaveConflictBar
        conflict={{ by: null, modified: null, before: { Title: 'Plan' } }}
        formFields={fields}
        base={{ Title: 'Plan' }}
        current={{ Title: 'Plan' }}
        onDiscardMine={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Someone else changed this item since you opened it.');
    expect(screen.queryByRole('button', { name: 'Discard my changes' })).toBeNull();
  });
});
