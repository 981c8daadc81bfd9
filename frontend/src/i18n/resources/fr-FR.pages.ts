import type { PageMessages } from './en-US';
import { wizardFrFR } from './wizard/fr-FR';
import { wizardSectionsFrFR } from './wizardSections/fr-FR';
import { wizardRulesFrFR } from './wizardRules/fr-FR';
import { licensesFrFR } from './licenses/fr-FR';
import { adminFrFR } from './admin/fr-FR';
import { reportsFrFR } from './reports/fr-FR';
import { homeFrFR } from './home/fr-FR';

export const pagesFrFR: PageMessages = {
  ...wizardFrFR,
  ...wizardSectionsFrFR,
  ...wizardRulesFrFR,
  ...licensesFrFR,
  ...adminFrFR,
  ...reportsFrFR,
  ...homeFrFR,
};
