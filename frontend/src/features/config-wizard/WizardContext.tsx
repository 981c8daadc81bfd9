import { createContext, useContext } from 'react';
import type { BoardConfig, ConfigProblem, Field } from '@listboard/shared';

/** What every section of the wizard reads and changes: the draft configuration and its lists' fields. */
export interface WizardState {
  draft: BoardConfig;
  /** The fields of the draft's lists (for a new board, with the new-board fields the server will add). */
  fields: readonly Field[];
  /** The board has not been saved yet. */
  isNew: boolean;
  /** Every problem of the draft; sections show theirs once `showProblems` is on. */
  problems: readonly ConfigProblem[];
  /** Problems show after the first try to leave a step or save, not while the person is typing. */
  showProblems: boolean;
  update: (change: (draft: BoardConfig) => BoardConfig) => void;
  /** Replaces the lists' fields (after a source change or a field added from the wizard). */
  setFields: (fields: Field[]) => void;
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard is used outside the configuration wizard');
  return state;
}

/** The problem shown at a setting (its path, e.g. 'columnDefinitions.2.value'), once problems show. */
export function useProblemAt(path: string): ConfigProblem | undefined {
  const { problems, showProblems } = useWizard();
  return showProblems ? problems.find((p) => p.path === path) : undefined;
}
