import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { PERMISSION } from '@listboard/shared';
import { TEST_FIELDS } from '../../testing/inWizard';
import { renderOverNewBoard, sectionNamed } from '../../testing/overNewBoard';
import { ConsequencesSection } from './ConsequencesSection';

afterEach(cleanup);

describe('who the board reaches, on the last step', () => {
  it("says the spec's defaults in one sentence and changes them with one click each", () => {
    const { draft } = renderOverNewBoard(<ConsequencesSection />, { fields: [...TEST_FIELDS] });
    const section = sectionNamed('Who this board reaches');
    expect(section.textContent).toContain(
      'Everyone on the site can view this board, only its owners and the people they named can change cards, and nobody gets mail about it.',
    );
    expect(draft().permission.defaultUserPermission).toBe(PERMISSION.ViewOnly);

    fireEvent.click(within(section).getByRole('button', { name: 'Let the team edit' }));
    expect(draft().permission.defaultUserPermission).toBe(PERMISSION.Edit);
    expect(section.textContent).toContain('everyone who can view it can change cards');
    expect(within(section).queryByRole('button', { name: 'Let the team edit' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Turn on mail' }));
    expect(draft().notificationsDefinition.assignNotify).toBe(true);
    expect(section.textContent).not.toContain('nobody gets mail');
    expect(within(section).queryByRole('button', { name: 'Turn on mail' })).toBeNull();
  });
});
