import type { ConfigProblem } from '@listboard/shared';
import { hasText, type Translate } from '../../i18n/i18n';
import { appLocale } from '../../i18n/locale';

/** A problem in the page's language: by its message key when the resources have it, else the server's text. */
export function problemText(t: Translate, problem: ConfigProblem): string {
  return hasText(appLocale, problem.key) ? t(problem.key) : problem.message;
}
