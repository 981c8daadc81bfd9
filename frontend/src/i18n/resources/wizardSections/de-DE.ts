import type { wizardSectionsEnUS } from './en-US';

export const wizardSectionsDeDE: Record<keyof typeof wizardSectionsEnUS, string> = {
  wizardSections_placeholder: '',
};
