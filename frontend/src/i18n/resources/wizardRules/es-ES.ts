import type { wizardRulesEnUS } from './en-US';

export const wizardRulesEsES: Record<keyof typeof wizardRulesEnUS, string> = {
  wizardRules_placeholder: '',
};
