/** Texts of the configuration wizard's sections. */
export const wizardRulesEnUS = {
  wizardRules_placeholder: '',
};
