import type { PageMessages } from './en-US';
import { wizardEsES } from './wizard/es-ES';
import { wizardSectionsEsES } from './wizardSections/es-ES';
import { wizardRulesEsES } from './wizardRules/es-ES';
import { licensesEsES } from './licenses/es-ES';
import { adminEsES } from './admin/es-ES';
import { reportsEsES } from './reports/es-ES';
import { homeEsES } from './home/es-ES';

export const pagesEsES: PageMessages = {
  ...wizardEsES,
  ...wizardSectionsEsES,
  ...wizardRulesEsES,
  ...licensesEsES,
  ...adminEsES,
  ...reportsEsES,
  ...homeEsES,
};
