/** Texts of the configuration wizard's sections. */
export const wizardSectionsEnUS = {
  wizardSections_placeholder: '',
};
