export { STARTER_KEYS, type StarterKey, type StarterTemplate, starterTemplates } from './starterTemplates';
export type { StarterLocale } from './starterTexts';
