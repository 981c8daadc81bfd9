import type { PageMessages } from './en-US';
import { wizardDeDE } from './wizard/de-DE';
import { wizardSectionsDeDE } from './wizardSections/de-DE';
import { wizardRulesDeDE } from './wizardRules/de-DE';
import { licensesDeDE } from './licenses/de-DE';
import { adminDeDE } from './admin/de-DE';
import { reportsDeDE } from './reports/de-DE';
import { homeDeDE } from './home/de-DE';

export const pagesDeDE: PageMessages = {
  ...wizardDeDE,
  ...wizardSectionsDeDE,
  ...wizardRulesDeDE,
  ...licensesDeDE,
  ...adminDeDE,
  ...reportsDeDE,
  ...homeDeDE,
};
