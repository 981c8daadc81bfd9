import type { wizardRulesEnUS } from './en-US';

export const wizardRulesFrFR: Record<keyof typeof wizardRulesEnUS, string> = {
  wizardRules_placeholder: '',
};
