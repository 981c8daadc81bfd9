import { type IncomingMessage, type Server, createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcsMailer, senderAddressOf } from './acsMailer';

/**
 * Communication Services' email API as its REST reference describes it: POST /emails:send answers 202
 * with an operation to poll, which ends Succeeded (or Failed for the address 'refused@...').
 */
let server: Server;
let endpoint = '';
const sent: { path: string; body: Record<string, unknown> }[] = [];

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', endpoint);
    if (request.method === 'POST' && url.pathname === '/emails:send') {
      const body = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
      sent.push({ path: url.pathname, body });
      const id = String(sent.length);
      const refused = JSON.stringify(body).includes('refused@');
      response.writeHead(202, {
        'content-type': 'application/json',
        'operation-location': `${endpoint}/emails/operations/${id}?refused=${refused}`,
        'retry-after': '0',
      });
      response.end(JSON.stringify({ id, status: 'Running' }));
      return;
    }
    const failed = url.searchParams.get('refused') === 'true';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: url.pathname.split('/').pop(),
        status: failed ? 'Failed' : 'Succeeded',
        ...(failed && { error: { code: 'Refused', message: 'The recipient is blocked.' } }),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LOCAL = { allowInsecureConnection: true };
const mail = (address: string) => ({
  to: { name: 'Megan Bowen', address },
  subject: 'Due tomorrow',
  html: '<p>Hi</p>',
  text: 'Hi',
  unsubscribeUrl: 'https://app.test/unsubscribe/b/l/1?x=1',
});

describe('Communication Services mail', () => {
  it('sends from the sender address, with both parts and the List-Unsubscribe header, and waits until it is sent', async () => {
    const mailer = new AcsMailer(
      `endpoint=${endpoint}/;accesskey=${Buffer.from('key').toString('base64')}`,
      'Listboard <DoNotReply@contoso.azurecomm.net>',
      LOCAL,
    );
    await mailer.send(mail('megan@contoso.com'));
    expect(sent.at(-1)?.body).toMatchObject({
      senderAddress: 'DoNotReply@contoso.azurecomm.net',
      recipients: { to: [{ address: 'megan@contoso.com', displayName: 'Megan Bowen' }] },
      content: { subject: 'Due tomorrow', html: '<p>Hi</p>', plainText: 'Hi' },
      headers: { 'List-Unsubscribe': '<https://app.test/unsubscribe/b/l/1?x=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });

  it('fails a message the service did not send, so that it is tried again', async () => {
    const mailer = new AcsMailer(
      `endpoint=${endpoint}/;accesskey=${Buffer.from('key').toString('base64')}`,
      'DoNotReply@contoso.azurecomm.net',
      LOCAL,
    );
    await expect(mailer.send(mail('refused@contoso.com'))).rejects.toThrow('The recipient is blocked.');
  });

  it('takes the address of a named sender', () => {
    expect(senderAddressOf('Listboard <DoNotReply@contoso.azurecomm.net>')).toBe('DoNotReply@contoso.azurecomm.net');
    expect(senderAddressOf('DoNotReply@contoso.azurecomm.net')).toBe('DoNotReply@contoso.azurecomm.net');
  });
});
