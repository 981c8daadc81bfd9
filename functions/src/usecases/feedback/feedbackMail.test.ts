import { describe, expect, it } from 'vitest';
import { feedbackMail } from './feedbackMail';

const feedback = {
  id: 'f1',
  tenant: 'https://contoso.example',
  siteUrl: 'https://contoso.example/sites/team',
  login: 'ada@contoso.example',
  name: 'Ada <Lovelace>',
  subject: 'Cards',
  body: 'Please <b>add</b> colours\nto lanes',
  clientEmail: 'ada@contoso.example',
  requestKey: 'id:r1',
  receivedAt: '2026-11-25T12:00:00Z',
  state: 'waiting' as const,
};

describe('the feedback mail', () => {
  it('goes to the feedback address, answers to the person, and carries their words as they wrote them', () => {
    const mail = feedbackMail(feedback, 'feedback@listboard.example');
    expect(mail.to.address).toBe('feedback@listboard.example');
    expect(mail.replyTo).toEqual({ name: 'Ada <Lovelace>', address: 'ada@contoso.example' });
    expect(mail.subject).toBe('[Listboard feedback] Cards');
    expect(mail.text).toContain('Please <b>add</b> colours\nto lanes');
    expect(mail.text).toContain('Site: https://contoso.example/sites/team');
    expect(mail.html).toContain('Please &lt;b&gt;add&lt;/b&gt; colours\nto lanes');
    expect(mail.html).toContain('Ada &lt;Lovelace&gt;');
    expect(feedbackMail({ ...feedback, subject: '' }, 'feedback@listboard.example').subject).toBe('[Listboard feedback] (no subject)');
  });
});
