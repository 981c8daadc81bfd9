import { describe, expect, it } from 'vitest';
import { contactProblems, emptyContact, trialRequest, type TrialContact } from './trialContact';

const filled: TrialContact = {
  firstName: ' Adele ',
  lastName: 'Vance',
  company: 'Contoso',
  position: '',
  email: 'adele@contoso.test',
  mobile: '',
  industry: 'technology',
  size: '21-100',
};

describe('contactProblems', () => {
  it('asks for the required fields, and takes position and mobile as optional', () => {
    expect(contactProblems(emptyContact())).toEqual({
      firstName: 'license_required',
      lastName: 'license_required',
      company: 'license_required',
      email: 'license_required',
      industry: 'license_required',
      size: 'license_required',
    });
    expect(contactProblems(filled)).toEqual({});
  });

  it("applies the spec's e-mail pattern and mobile rule", () => {
    expect(contactProblems({ ...filled, email: 'adele@' })).toEqual({ email: 'license_email_invalid' });
    expect(contactProblems({ ...filled, mobile: '12345' })).toEqual({ mobile: 'license_mobile_invalid' });
    expect(contactProblems({ ...filled, mobile: '+49 (30) 123-45' })).toEqual({});
    expect(contactProblems({ ...filled, mobile: '0301234567x' })).toEqual({ mobile: 'license_mobile_invalid' });
  });
});

describe('trialRequest', () => {
  it('sends the trimmed contact, and a demo request its day and message', () => {
    expect(trialRequest(filled)).toEqual({ ...filled, firstName: 'Adele' });
    expect(trialRequest(filled, { demoDate: '2030-05-04', message: ' Kanban for sales ' })).toMatchObject({
      demoDate: '2030-05-04',
      message: 'Kanban for sales',
    });
  });
});
