/** The trial information form of the licence screen (spec 3 sections 3 and 5). */

/** Spec 3 section 3: the 30 industries, as stable keys (the page names them in the person's language). */
export const TRIAL_INDUSTRIES = [
  'agriculture',
  'automotive',
  'banking',
  'chemicals',
  'construction',
  'consulting',
  'education',
  'energy',
  'engineering',
  'entertainment',
  'environmental',
  'finance',
  'foodBeverage',
  'government',
  'healthcare',
  'hospitality',
  'insurance',
  'legal',
  'manufacturing',
  'media',
  'nonProfit',
  'pharmaceuticals',
  'realEstate',
  'recreation',
  'retail',
  'technology',
  'telecommunications',
  'transportation',
  'utilities',
  'other',
] as const;
export type TrialIndustry = (typeof TRIAL_INDUSTRIES)[number];

/** Spec 3 section 3: the 7 size bands, in users. */
export const TRIAL_SIZES = ['1-20', '21-100', '101-250', '251-500', '501-1000', '1001-5000', '5000+'] as const;
export type TrialSize = (typeof TRIAL_SIZES)[number];

/** Spec 3 section 5: a mobile number has at least 7 characters. */
export const MOBILE_MIN_LENGTH = 7;
const MOBILE_CHARACTERS = /^[0-9+() -]+$/;

/** Spec 3 section 5: empty is allowed; otherwise at least 7 characters, all digits, plus, parentheses, space or hyphen. */
export function mobileNumberValid(mobile: string): boolean {
  const value = mobile.trim();
  return value === '' || (value.length >= MOBILE_MIN_LENGTH && MOBILE_CHARACTERS.test(value));
}

/** Spec 3 section 5: e-mail addresses are checked with a standard pattern (the HTML living standard's). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function emailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
