import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes, UNSAFE_createMemoryHistory, useParams } from 'react-router-dom';
import { boardConfigSchema, fieldSchema } from '@listboard/shared';
import { ServerStateProvider } from '../../testing/serverState';
import { AlertsProvider } from '../../ui/alerts';
import { BlockingRouter } from '../../host/blockingRouter';
import { ConfigWizard } from './ConfigWizard';
import { TEST_BOARD, TEST_FIELDS } from './testing/inWizard';

const ME = { id: 1, name: 'Adele Vance', email: 'adele@host', login: 'adele@host' };

function WizardAtItsStep() {
  const { step } = useParams();
  return (
    <ConfigWizard
      initial={boardConfigSchema.parse({ ...TEST_BOARD, id: 'b1' })}
      etag="1"
      fields={TEST_FIELDS.map((field) => fieldSchema.parse(field))}
      isNew={false}
      stepParam={step}
      me={ME}
      onStaleSave={() => undefined}
    />
  );
}

/** The wizard of a saved board at `/newboard/b1/<step>`, in a router like the app's. */
function renderSavedBoardWizard(step: number) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [`/newboard/b1/${step}`], v5Compat: true });
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={new QueryClient()}>
        <AlertsProvider>
          <BlockingRouter history={history}>
            <Routes>
              <Route path="/newboard/:id/:step" element={<WizardAtItsStep />} />
            </Routes>
          </BlockingRouter>
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
  return history;
}

const stepTab = (name: string) => screen.getByRole('tab', { name });

describe('the steps of a saved board', () => {
  it('follow the tabs, each in the address', () => {
    const history = renderSavedBoardWizard(0);
    fireEvent.click(stepTab('4. Advanced setup'));
    expect(history.location.pathname).toBe('/newboard/b1/3');
    expect(stepTab('4. Advanced setup').getAttribute('aria-selected')).toBe('true');
  });

  it('end on the tab clicked last, even when it is clicked before the step asked for just before has shown', () => {
    const history = renderSavedBoardWizard(0);
    // Both clicks before React commits: the second lands on the first step's tab, still the selected one.
    act(() => {
      fireEvent.click(stepTab('4. Advanced setup'));
      fireEvent.click(stepTab('1. List setup'));
    });
    expect(history.location.pathname).toBe('/newboard/b1/0');
    expect(stepTab('1. List setup').getAttribute('aria-selected')).toBe('true');
    // The step never shown leaves no entry to go back to.
    expect(history.action).toBe('REPLACE');
  });
});
