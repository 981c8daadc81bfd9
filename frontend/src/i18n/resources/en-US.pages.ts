import { wizardEnUS } from './wizard/en-US';
import { wizardSectionsEnUS } from './wizardSections/en-US';
import { wizardRulesEnUS } from './wizardRules/en-US';
import { licensesEnUS } from './licenses/en-US';
import { adminEnUS } from './admin/en-US';
import { reportsEnUS } from './reports/en-US';
import { homeEnUS } from './home/en-US';

/** The English texts of the pages other than the board that only those pages read (the wizard, the licences page): they load with those pages (i18n.ts). */
export const pagesEnUS = {
  ...wizardEnUS,
  ...wizardSectionsEnUS,
  ...wizardRulesEnUS,
  ...licensesEnUS,
  ...adminEnUS,
  ...reportsEnUS,
  ...homeEnUS,
};
