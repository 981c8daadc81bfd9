import { useCallback, useRef, useState } from 'react';
import { Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardConfig, Field, User } from '@listboard/shared';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { useSwipe } from '../../ui/gestures/useSwipe';
import { StepContent } from './steps/StepContent';
import { WizardContext } from './WizardContext';
import { WizardFooter } from './WizardFooter';
import { WIZARD_STEPS, canChangeStep, problemsOfStep, stepOfParam } from './wizardSteps';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { useWizardSave } from './useWizardSave';
import { useWizardState } from './useWizardState';

const useStyles = makeStyles({
  wizard: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '1200px', margin: '0 auto' },
  heading: { margin: 0 },
  // On a phone the four step names (longer in German or French) wrap rather than widen the page.
  stepTabs: { flexWrap: 'wrap' },
  steps: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

export interface ConfigWizardProps {
  initial: BoardConfig;
  /** The stored version of `initial` (null for a new board). */
  etag: string | null;
  fields: readonly Field[];
  isNew: boolean;
  /** The route's step parameter (an existing board only: a new board has no route with a step). */
  stepParam: string | undefined;
  me: User;
  /** Someone else saved the settings after this draft was opened (the draft was not saved). */
  onStaleSave: () => void;
}

/** The four-step board setup wizard (spec 2 sections 2 and 4) over one draft configuration. */
export function ConfigWizard({ initial, etag, fields, isNew, stepParam, me, onStaleSave }: ConfigWizardProps) {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const state = useWizardState(initial, etag, fields, isNew);
  const [localStep, setLocalStep] = useState(() => stepOfParam(stepParam));
  const step = isNew ? localStep : stepOfParam(stepParam);
  const boardId = state.draft.id;
  // After a save that opens the board, the save itself has settled the changes.
  const leaving = useRef(false);
  const guard = useUnsavedChangesGuard(
    state.dirty,
    (pathname) => leaving.current || (!isNew && pathname.startsWith(`/newboard/${encodeURIComponent(boardId)}`)),
  );
  const save = useWizardSave(
    state,
    me,
    (id, openBoard) => {
      leaving.current = openBoard || isNew;
      if (openBoard) navigate(`/kanban/${encodeURIComponent(id)}`);
      else if (isNew) navigate(`/newboard/${encodeURIComponent(id)}/${step}`, { replace: true });
    },
    onStaleSave,
  );

  const currentValid = problemsOfStep(state.problems, step).length === 0;
  const goTo = useCallback(
    (target: number) => {
      const address = `/newboard/${encodeURIComponent(boardId)}/${target}`;
      if (target === step) {
        // A step asked for a moment ago may still be drawing (a navigation renders as a transition) while this one
        // shows: the latest choice wins, so the address is set again, in place of the step not yet shown.
        if (!isNew) navigate(address, { replace: true });
        return;
      }
      // Going back never needs a valid form; going on shows what is missing first.
      const allowed = canChangeStep({ isNew, current: step, target, currentValid: currentValid || target < step });
      if (!allowed) {
        state.setShowProblems(true);
        return;
      }
      if (isNew) setLocalStep(target);
      else navigate(address);
    },
    [step, isNew, currentValid, state, navigate, boardId],
  );
  const swipeRef = useSwipe(true, (direction) => goTo(direction === 'next' ? step + 1 : step - 1));

  return (
    <WizardContext.Provider value={state}>
      <div className={styles.wizard} ref={swipeRef}>
        <Title2 as="h1" className={styles.heading}>
          {isNew ? t('wizard_new_board') : t('wizard_edit_board', { name: initial.name })}
        </Title2>
        <TabList
          className={styles.stepTabs}
          selectedValue={step}
          onTabSelect={(_, data) => goTo(Number(data.value))}
          aria-label={t('wizard_steps')}
        >
          {WIZARD_STEPS.map((s, index) => (
            <Tab key={s.title} value={index} disabled={isNew && index > step + 1}>
              {t('wizard_step_number', { number: index + 1, title: t(s.title) })}
            </Tab>
          ))}
        </TabList>
        <div className={styles.steps} role="region" aria-label={t(WIZARD_STEPS[step].title)}>
          <StepContent step={step} />
        </div>
        <WizardFooter step={step} onStep={goTo} save={save} />
      </div>
      {guard}
    </WizardContext.Provider>
  );
}
