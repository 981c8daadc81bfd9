import type { wizardSectionsEnUS } from './en-US';

export const wizardSectionsFrFR: Record<keyof typeof wizardSectionsEnUS, string> = {
  wizardSections_placeholder: '',
};
