import { useT } from '../../../i18n/useT';
import { problemText } from '../problemText';
import { useWizard } from '../WizardContext';

/**
 * Looks up the text of the problem at a setting's path (e.g. 'columnDefinitions.2.value'), once
 * problems show; for lists, whose entries' paths are only known while rendering them.
 */
export function useProblemMessages(): (path: string) => string | undefined {
  const t = useT();
  const { problems, showProblems } = useWizard();
  return (path) => {
    const problem = showProblems ? problems.find((p) => p.path === path) : undefined;
    return problem && problemText(t, problem);
  };
}

/** The text of the problem at a setting's path, once problems show. */
export function useProblemMessage(path: string): string | undefined {
  return useProblemMessages()(path);
}

/** The text of the first problem of a list setting or of any of its entries (e.g. 'cardFields' and 'cardFields.3'). */
export function useProblemMessageUnder(path: string): string | undefined {
  const t = useT();
  const { problems, showProblems } = useWizard();
  const problem = showProblems ? problems.find((p) => p.path === path || Boolean(p.path?.startsWith(`${path}.`))) : undefined;
  return problem && problemText(t, problem);
}
