import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import { type BoardConfigInput, type FieldInput, boardConfigSchema, fieldSchema } from '@listboard/shared';
import { WizardContext } from '../WizardContext';
import { type WizardStateHandle, useWizardState } from '../useWizardState';

/** Fields most wizard tests need: a title, the column choice, a person, a date and a number. */
export const TEST_FIELDS: readonly FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['To do', 'Doing', 'Done'] },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User' },
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime' },
  { internalName: 'Effort', name: 'Effort', type: 'Number' },
];

/** A small valid board over TEST_FIELDS. */
export const TEST_BOARD: BoardConfigInput = {
  name: 'Team tasks',
  source: { lists: [{ url: 'https://host/sites/team', listID: 'tasks', name: 'Tasks' }] },
  columnFieldName: 'Status',
  columnDefinitions: [
    { name: 'To do', value: 'To do' },
    { name: 'Done', value: 'Done' },
  ],
  titleFieldName: 'Title',
  permission: { boardOwners: [{ login: 'adele@host' }] },
};

/**
 * Renders wizard sections over the real wizard state of an existing board (`config` overrides parts
 * of a small valid one); the returned state is the latest the sections saw.
 */
export function renderInWizard(ui: ReactNode, config: Partial<BoardConfigInput> = {}, fields: readonly FieldInput[] = TEST_FIELDS) {
  const initial = boardConfigSchema.parse({ ...TEST_BOARD, ...config });
  const parsedFields = fields.map((field) => fieldSchema.parse(field));
  const latest: { state?: WizardStateHandle } = {};
  function Harness() {
    const state = useWizardState(initial, null, parsedFields, false);
    latest.state = state;
    return <WizardContext.Provider value={state}>{ui}</WizardContext.Provider>;
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness />
      </ServerStateProvider>
    </FluentProvider>,
  );
  return {
    state: () => {
      if (!latest.state) throw new Error('The wizard has not rendered');
      return latest.state;
    },
  };
}
