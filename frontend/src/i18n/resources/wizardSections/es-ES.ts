import type { wizardSectionsEnUS } from './en-US';

export const wizardSectionsEsES: Record<keyof typeof wizardSectionsEnUS, string> = {
  wizardSections_placeholder: '',
};
