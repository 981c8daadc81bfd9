import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { ViewsSection } from './ViewsSection';

const fields = [
  { internalName: 'Status', name: 'Status', type: 'Choice' as const, choices: ['New', 'Done'] },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' as const },
];

afterEach(cleanup);

describe('views filter section', () => {
  it('says the lists offer no views and removes views that came with a configuration', () => {
    const { draft } = renderOverNewBoard(<ViewsSection />, { fields, config: { views: [{ name: 'Open items' }, { id: 'v2' }] } });
    const section = sectionNamed('Views filter');
    expect(within(section).getByText("The board's lists offer no views.")).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Remove view Open items' }));
    expect(draft().views).toEqual([{ id: 'v2' }]);
  });
});
