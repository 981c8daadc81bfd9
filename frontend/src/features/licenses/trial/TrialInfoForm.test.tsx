import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInPage, stubApi } from '../testing/licensesPage';
import { TrialInfoForm } from './TrialInfoForm';

const MOBILE_RULE = 'A mobile number has at least 7 characters: digits, +, parentheses, spaces and hyphens.';
const EMAIL_RULE = 'Enter a valid e-mail address, such as name@example.com.';
const REQUIRED = 'This is a required field.';

function showForm(answer: { status?: number; body: unknown } = { body: { state: 'sent' } }) {
  const sent = stubApi({ 'POST kanban/trialInfo': () => answer });
  renderInPage(<TrialInfoForm email="adele@contoso.test" />);
  return sent;
}

const textbox = (name: RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name });
const type = (name: RegExp, value: string, where?: HTMLElement) => {
  const box = textbox(name, where);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
};

async function choose(name: RegExp, option: string, where: HTMLElement = document.body) {
  fireEvent.click(within(where).getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillContact(where?: HTMLElement) {
  type(/First name/, 'Adele', where);
  type(/Last name/, 'Vance', where);
  type(/Company/, 'Contoso', where);
  type(/Mobile/, '+1 (425) 555-0100', where);
  await choose(/Industry/, 'Technology', where);
  await choose(/Company size/, '21-100 users', where);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the trial information form', () => {
  it("shows the spec's mobile and e-mail rules beside a field once it is left, and sends nothing while a field is wrong", () => {
    const sent = showForm();
    expect(textbox(/E-mail/).getAttribute('value')).toBe('adele@contoso.test');
    type(/Mobile/, '12345');
    expect(screen.getByText(MOBILE_RULE)).toBeTruthy();
    expect(textbox(/Mobile/).getAttribute('aria-invalid')).toBe('true');
    type(/E-mail/, 'adele@');
    expect(screen.getByText(EMAIL_RULE)).toBeTruthy();
    // Fields not reached yet say nothing until sending is tried.
    expect(screen.queryByText(REQUIRED)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(5);
    expect(sent).toEqual([]);

    type(/Mobile/, '');
    expect(screen.queryByText(MOBILE_RULE)).toBeNull();
  });

  it('sends the trial information, thanks the person and empties the form', async () => {
    const sent = showForm();
    await fillContact();
    type(/Position/, 'Head of sales');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! Your information has been sent.')).toBeTruthy();
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      [
        'kanban/trialInfo',
        {
          firstName: 'Adele',
          lastName: 'Vance',
          company: 'Contoso',
          position: 'Head of sales',
          email: 'adele@contoso.test',
          mobile: '+1 (425) 555-0100',
          industry: 'technology',
          size: '21-100',
        },
      ],
    ]);
    await waitFor(() => expect(textbox(/First name/).getAttribute('value')).toBe(''));
  });

  it("shows the server's message when sending fails, and keeps what was written", async () => {
    showForm({ status: 503, body: { code: 'mail_unavailable', message: 'The mail service did not answer.' } });
    await fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The mail service did not answer.')).toBeTruthy();
    expect(textbox(/First name/).getAttribute('value')).toBe('Adele');
  });
});

describe('the book-a-demo dialog', () => {
  it('asks for the contact and a preferred day, and sends them with demoDate and the message', async () => {
    const sent = showForm();
    fireEvent.click(screen.getByRole('button', { name: 'Book a demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book the demo' }));
    expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(6);
    expect(sent).toEqual([]);

    await fillContact(dialog);
    const day = await within(dialog).findByRole('combobox', { name: 'Preferred date' });
    fireEvent.change(day, { target: { value: '2099-05-04' } });
    fireEvent.blur(day);
    type(/Message/, ' Kanban for the sales team ', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book the demo' }));
    expect(await screen.findByText('Thank you! We will confirm your demo by e-mail.')).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({ firstName: 'Adele', industry: 'technology', demoDate: '2099-05-04', message: 'Kanban for the sales team' }),
    ]);
  });
});
