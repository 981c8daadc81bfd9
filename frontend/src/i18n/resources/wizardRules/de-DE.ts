import type { wizardRulesEnUS } from './en-US';

export const wizardRulesDeDE: Record<keyof typeof wizardRulesEnUS, string> = {
  wizardRules_placeholder: '',
};
