import { AdvancedSetupStep } from './AdvancedSetupStep';
import { BoardSetupStep } from './BoardSetupStep';
import { CardsSetupStep } from './CardsSetupStep';
import { ListSetupStep } from './ListSetupStep';

const STEPS = [ListSetupStep, BoardSetupStep, CardsSetupStep, AdvancedSetupStep];

/** The sections of one wizard step (spec 2 section 2). */
export function StepContent({ step }: { step: number }) {
  const Step = STEPS[step] ?? ListSetupStep;
  return <Step />;
}
