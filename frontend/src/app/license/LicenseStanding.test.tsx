import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LICENSE_STATUS, type LicenseAlert as Alert, type PageLicense } from '@listboard/shared';
import { LicenseIndicator } from './LicenseIndicator';
import { LicenseAlert } from './LicenseAlert';

const HOST = '?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo';
const license = (overrides: Partial<PageLicense>): PageLicense => ({
  hasLicense: true,
  licenseStatus: LICENSE_STATUS.Valid,
  remainingDays: null,
  hasSeat: true,
  edition: 'Business',
  isRunning: false,
  ...overrides,
});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderIn(node: React.ReactNode) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[`/kanban${HOST}`]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {node}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

afterEach(cleanup);

describe('the licence indicator (spec 3 section 2)', () => {
  it('names the licence and links to the licence screen', () => {
    renderIn(<LicenseIndicator license={license({})} />);
    expect(screen.getByRole('link', { name: 'License status: Licensed' }).getAttribute('href')).toBe(`/licenses${HOST}`);
  });

  it('counts a trial down as its alert does, and says when it ends today', () => {
    renderIn(<LicenseIndicator license={license({ licenseStatus: LICENSE_STATUS.Trial, remainingDays: 23 })} />);
    expect(screen.getByRole('link', { name: 'License status: Trial: 23 days left' })).toBeTruthy();
    cleanup();
    renderIn(<LicenseIndicator license={license({ licenseStatus: LICENSE_STATUS.Trial, remainingDays: 1 })} />);
    expect(screen.getByRole('link', { name: 'License status: Trial: ends today' })).toBeTruthy();
  });

  it('is not shown for an expired licence (status 2)', () => {
    renderIn(<LicenseIndicator license={license({ licenseStatus: LICENSE_STATUS.Expired })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the licence alert (spec 3 sections 4 and 8)', () => {
  const show = (alert: Alert, isLicenseManager = true) => renderIn(<LicenseAlert alert={alert} isLicenseManager={isLicenseManager} />);

  it('offers licence managers to assign a license, and opens the licence screen', () => {
    show({ kind: 'noSeat' });
    expect(
      screen.getByText('Your account is not included to the Listboard license. Ask a licence manager to assign a license to you.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign a license' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/licenses');
  });

  it('offers no action to others without a seat', () => {
    show({ kind: 'noSeat' }, false);
    expect(screen.queryByRole('button', { name: 'Assign a license' })).toBeNull();
  });

  it('says an expired licence is expired, with Upgrade', () => {
    show({ kind: 'expired' }, false);
    expect(screen.getByText('Your license of Listboard is expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });

  it('warns of the trial with the days left, and closes when asked', async () => {
    show({ kind: 'trial', notice: { kind: 'days', days: 4 } });
    expect(screen.getByText('Your Listboard trial is valid for 4 days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await screen.findByRole('status', { name: 'path' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('Your Listboard trial is valid for 4 days.')).toBeNull();
  });
});
