import type { ReactElement } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  type BoardConfig,
  type BoardConfigInput,
  type ConfigProblem,
  type FieldInput,
  fieldSchema,
  newBoardConfig,
} from '@listboard/shared';
import { renderInWizard } from './inWizard';

const LIST = { url: 'https://host/sites/team', listID: 'tasks', name: 'Tasks' };

export interface NewBoardTestSetup {
  fields: FieldInput[];
  /** Settings over the new-board defaults for these fields. */
  config?: Partial<BoardConfigInput>;
  /** Problems show at once, as after a first try to leave the step. */
  showProblems?: boolean;
}

/**
 * Renders wizard sections over a board with the new-board defaults for `fields` (spec 2 section 9:
 * its columns, labels, system style rules...); `draft()` reads the configuration as it is now, and
 * `problems()` what keeps it from being saved.
 */
export function renderOverNewBoard(
  ui: ReactElement,
  { fields, config = {}, showProblems = false }: NewBoardTestSetup,
): { draft: () => BoardConfig; problems: () => readonly ConfigProblem[] } {
  const defaults = newBoardConfig({
    name: 'Board',
    lists: [LIST],
    fields: fields.map((field) => fieldSchema.parse(field)),
    creatorLogin: 'adele',
  });
  const { state } = renderInWizard(ui, { ...defaults, ...config }, fields);
  if (showProblems) act(() => state().setShowProblems(true));
  return { draft: () => state().draft, problems: () => state().problems };
}

/** Opens a dropdown by its name and picks an option. */
export function pick(scope: HTMLElement, combobox: string | RegExp, option: string) {
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

export function sectionNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}
