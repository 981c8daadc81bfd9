import type { ConfigProblem } from '@listboard/shared';
import type { Translate } from '../../i18n/i18n';
import { enUS, type MessageKey } from '../../i18n/resources/en-US';

/** A problem in the page's language: by its message key when the resources have it, else the server's text. */
export function problemText(t: Translate, problem: ConfigProblem): string {
  return problem.key in enUS ? t(problem.key as MessageKey) : problem.message;
}
