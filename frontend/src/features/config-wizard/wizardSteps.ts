import type { ConfigProblem, ConfigSection } from '@listboard/shared';
import type { MessageKey } from '../../i18n/resources/en-US';

/** Spec 2 section 2: the wizard's four steps, indexed from 0. */
export const WIZARD_STEPS: readonly { title: MessageKey; description: MessageKey }[] = [
  { title: 'wizard_step_lists', description: 'wizard_step_lists_hint' },
  { title: 'wizard_step_board', description: 'wizard_step_board_hint' },
  { title: 'wizard_step_cards', description: 'wizard_step_cards_hint' },
  { title: 'wizard_step_advanced', description: 'wizard_step_advanced_hint' },
];

export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The step whose form shows the settings a problem is about. */
const STEP_OF_SECTION: Record<ConfigSection, number> = {
  name: 0,
  source: 0,
  columns: 1,
  swimlanes: 1,
  cards: 2,
  labels: 2,
  sorting: 3,
  permission: 3,
  filters: 3,
  notifications: 3,
};

export function stepOfProblem(problem: ConfigProblem): number {
  return STEP_OF_SECTION[problem.section];
}

export function problemsOfStep(problems: readonly ConfigProblem[], step: number): ConfigProblem[] {
  return problems.filter((p) => stepOfProblem(p) === step);
}

/** The step of the route parameter; anything else (missing, not a number, out of range) is step 0. */
export function stepOfParam(param: string | undefined): number {
  const step = Number(param);
  return Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : 0;
}

export interface StepChange {
  /** A board not saved yet walks forward one step at a time. */
  isNew: boolean;
  current: number;
  target: number;
  /** The current step's form has no problem. */
  currentValid: boolean;
}

/**
 * Spec 2 section 4: a step changes only when the current step's form is valid; a new board may go
 * back to any step but forward only to the next one; an existing board may open any step.
 */
export function canChangeStep({ isNew, current, target, currentValid }: StepChange): boolean {
  if (target === current || target < 0 || target > LAST_STEP) return false;
  if (!currentValid) return false;
  return !isNew || target <= current + 1;
}
