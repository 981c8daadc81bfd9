import { type TrialIndustry, type TrialInfoRequest, type TrialSize, emailValid, mobileNumberValid } from '@listboard/shared';
import type { MessageKey } from '../../../i18n/i18n';

/** What the trial form and the book-a-demo dialog ask alike (spec 3 section 3's trial form). */
export interface TrialContact {
  firstName: string;
  lastName: string;
  company: string;
  position: string;
  email: string;
  mobile: string;
  /** '' until one is chosen. */
  industry: TrialIndustry | '';
  size: TrialSize | '';
}
export type ContactField = keyof TrialContact;

export const CONTACT_FIELDS: readonly ContactField[] = [
  'firstName',
  'lastName',
  'company',
  'position',
  'email',
  'mobile',
  'industry',
  'size',
];

export function emptyContact(email = ''): TrialContact {
  return { firstName: '', lastName: '', company: '', position: '', email, mobile: '', industry: '', size: '' };
}

const REQUIRED: ReadonlySet<ContactField> = new Set(['firstName', 'lastName', 'company', 'email', 'industry', 'size']);

/**
 * What is wrong with each field, as the form says it before anything is sent: the required ones, the spec's
 * e-mail pattern and its mobile rule (spec 3 section 5: empty, or at least 7 digits, +, parentheses, spaces
 * and hyphens). The server checks the same rules again.
 */
export function contactProblems(contact: TrialContact): Partial<Record<ContactField, MessageKey>> {
  const problems: Partial<Record<ContactField, MessageKey>> = {};
  for (const field of CONTACT_FIELDS) {
    if (REQUIRED.has(field) && contact[field].trim() === '') problems[field] = 'license_required';
  }
  if (!problems.email && !emailValid(contact.email)) problems.email = 'license_email_invalid';
  if (!mobileNumberValid(contact.mobile)) problems.mobile = 'license_mobile_invalid';
  return problems;
}

/** The request of a contact without problems (see contactProblems). */
export function trialRequest(contact: TrialContact, demo?: { demoDate: string; message: string }): TrialInfoRequest {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    company: contact.company.trim(),
    position: contact.position.trim(),
    email: contact.email.trim(),
    mobile: contact.mobile.trim(),
    industry: contact.industry as TrialIndustry,
    size: contact.size as TrialSize,
    ...(demo ? { demoDate: demo.demoDate, message: demo.message.trim() } : {}),
  };
}

/** The name of an industry in the person's language (the 30 keys are shared; their names are the page's). */
export function industryKey(industry: TrialIndustry): MessageKey {
  return `license_industry_${industry}`;
}
