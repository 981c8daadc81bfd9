import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, renewToken, setToken, setTokenRenewer } from '../../../api/token';
import type { TeamsHost } from '../../../host/teams/teamsTab';
import { TEAMS_SIGN_IN_PATH, TeamsPopupSignIn, TeamsSingleSignOn } from './TeamsSignIn';

function fakeTeams(overrides: Partial<TeamsHost>): TeamsHost {
  return {
    context: { theme: 'default', locale: 'en-us', frameContext: 'content', teamChat: false, siteUrl: null },
    theme: () => 'default',
    onThemeChange: () => () => undefined,
    getAuthToken: () => Promise.reject(new Error('resourceRequiresConsent')),
    authenticate: () => Promise.reject(new Error('CancelledByUser')),
    setConfigurationValid: () => undefined,
    onConfigurationSave: () => undefined,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  setToken(null);
  setTokenRenewer(null);
});

describe('Teams sign-in', () => {
  it("uses Teams' SSO token and asks Teams again when the server refuses one", async () => {
    const getAuthToken = vi.fn().mockResolvedValueOnce('sso-1').mockResolvedValueOnce('sso-2');
    render(<TeamsSingleSignOn host={fakeTeams({ getAuthToken })}>board</TeamsSingleSignOn>);
    expect(await screen.findByText('board')).toBeTruthy();
    expect(getToken()).toBe('sso-1');
    expect(await renewToken()).toBe('sso-2');
  });

  it("goes on without a token where SSO fails, and the popup's token signs the person in", async () => {
    window.history.replaceState(null, '', '/kanban/b1?SPHostUrl=https%3A%2F%2Fcontoso.sharepoint.com&teams=chat&selector=true');
    render(<TeamsSingleSignOn host={fakeTeams({})}>board</TeamsSingleSignOn>);
    expect(await screen.findByText('board')).toBeTruthy();
    expect(getToken()).toBeNull();

    const authenticate = vi.fn().mockResolvedValue('popup-token');
    render(<TeamsPopupSignIn host={fakeTeams({ authenticate })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await act(() => Promise.resolve());
    expect(getToken()).toBe('popup-token');
    // The popup is a page of its own: it keeps the host site, not the tab's Teams parameters.
    expect(authenticate).toHaveBeenCalledWith(
      `${window.location.origin}${TEAMS_SIGN_IN_PATH}?SPHostUrl=https%3A%2F%2Fcontoso.sharepoint.com`,
    );
  });

  it('says why when the popup fails, and lets the person try again', async () => {
    render(<TeamsPopupSignIn host={fakeTeams({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sign-in did not succeed: CancelledByUser');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
