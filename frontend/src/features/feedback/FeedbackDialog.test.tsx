import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { HOST_QUERY } from '../../testing/fakeApi';
import { ServerStateProvider } from '../../testing/serverState';
import { AlertsProvider } from '../../ui/alerts';
import { FeedbackDialog } from './FeedbackDialog';

function renderDialog(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  // A page always has its host site by the time it calls the API (the start-up asks for one first).
  window.history.replaceState(null, '', `/?${HOST_QUERY}`);
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={new QueryClient()}>
        <AlertsProvider>
          <FeedbackDialog email="ada@example.com" onClose={onClose} />
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
  return { sent, onClose };
}

const message = () => screen.getByRole('textbox', { name: /Message/ });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the feedback dialog', () => {
  it('blocks sending while the message has 3 characters or fewer, and marks it', () => {
    renderDialog({ status: 200, body: { state: 'sent' } });
    expect((screen.getByRole('textbox', { name: /e-mail/ }) as HTMLInputElement).value).toBe('ada@example.com');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(message(), { target: { value: ' abc ' } });
    expect(message().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write a message of more than 3 characters.')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(message(), { target: { value: 'abcd' } });
    expect(message().getAttribute('aria-invalid')).not.toBe('true');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('sends subject, body and e-mail, then closes with sucess_feedback', async () => {
    const { sent, onClose } = renderDialog({ status: 200, body: { state: 'sent' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: ' Lanes ' } });
    fireEvent.change(message(), { target: { value: 'Colours for lanes, please.' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Thank you! Your feedback has reached the Listboard team.')).toBeTruthy();
    expect(sent).toEqual([
      {
        subject: 'Lanes',
        body: 'Colours for lanes, please.',
        clientEmail: 'ada@example.com',
        requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a failure as an error alert and keeps what was written', async () => {
    const { onClose } = renderDialog({ status: 503, body: { code: 'storage_unavailable', message: 'down' } });
    fireEvent.change(message(), { target: { value: 'Colours for lanes, please.' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('temporarily unavailable'));
    expect(onClose).not.toHaveBeenCalled();
    expect((message() as HTMLTextAreaElement).value).toBe('Colours for lanes, please.');
  });

  it('sends a retry as the same request, and the next message as a new one', async () => {
    const first = renderDialog({ status: 503, body: { code: 'storage_unavailable', message: 'down' } });
    fireEvent.change(message(), { target: { value: 'Colours for lanes, please.' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(sendButton());
    await waitFor(() => expect(first.sent).toHaveLength(2));
    const [tried, retried] = first.sent as { requestId?: string }[];
    expect(tried.requestId).toBeTruthy();
    expect(retried.requestId).toBe(tried.requestId);
    cleanup();
    const next = renderDialog({ status: 200, body: { state: 'sent' } });
    fireEvent.change(message(), { target: { value: 'Colours for lanes, please.' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(next.sent).toHaveLength(1));
    expect((next.sent[0] as { requestId?: string }).requestId).not.toBe(tried.requestId);
  });
});
