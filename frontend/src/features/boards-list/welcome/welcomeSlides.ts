import type { MessageKey } from '../../../i18n/resources/en-US';

/** Spec 3 section 9: the key the welcome slider is remembered under once closed. */
export const WELCOME_KEY = 'vs-kanban-welcome';

export interface WelcomeSlide {
  title: MessageKey;
  text: MessageKey;
  /** A picture of the product, rendered from the demo stack (docs/boards-home.md says how). */
  image: string;
}

/** The 6 slides (spec 1 section 9), each on a real feature. */
export const WELCOME_SLIDES: readonly WelcomeSlide[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  title: `welcome_${n}_title` as MessageKey,
  text: `welcome_${n}_text` as MessageKey,
  image: `/welcome/slide-${n}.jpg`,
}));

export function welcomeSeen(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_KEY) !== null;
  } catch {
    // Storage refused (a locked-down frame): not remembering is better than showing it on every visit.
    return true;
  }
}

export function rememberWelcomeSeen(): void {
  try {
    window.localStorage.setItem(WELCOME_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the slider closes for this page all the same.
  }
}
