import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PersonAvatar } from '../ui/avatars/PersonAvatar';
import { SignOutRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { alertClosesContent, licenseAlertOf } from '@listboard/shared';
import { usePageInfo } from '../api/homeEndpoints';
import { LicenseAlert } from './license/LicenseAlert';
import { LicenseIndicator } from './license/LicenseIndicator';
import { useMe } from '../api/queries';
import { endSession } from '../api/session';
import { ON_PHONE } from '../ui/media';
import { useT } from '../i18n/useT';
import { HostLink } from '../host/hostNavigation';
import { HostSiteLink } from './HostSiteLink';
import { teamsHost } from '../host/teams/teamsLaunch';
import { useEmbedding } from '../host/embedding';
import { BusySpinner } from '../ui/BusySpinner';
import { useDataTransfer } from '../api/hooks/useDataTransfer';
import { NewsCenter } from '../features/news/NewsCenter';
import { FeedbackButton } from '../features/feedback/FeedbackButton';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  // A page fills the window; an app part is as tall as its content, since its host sizes the frame by it.
  fullHeight: { minHeight: '100vh' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    // One line at any width: on a phone the cards start right under it (docs/board-page.md#mobile).
    flexWrap: 'nowrap',
    whiteSpace: 'nowrap',
    [ON_PHONE]: { columnGap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
  },
  appName: {
    color: tokens.colorNeutralForegroundOnBrand,
    [ON_PHONE]: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  nav: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    [ON_PHONE]: { columnGap: tokens.spacingHorizontalM },
  },
  // Feedback and the news bell: icons on a phone, so the bar stays one line from 320 px.
  tools: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, flexShrink: 0, [ON_PHONE]: { columnGap: 0 } },
  navLink: {
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { textDecorationLine: 'underline' },
  },
  user: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, minWidth: 0 },
  // On a phone the avatar (named by the person, its initials shown) stands for the name.
  userName: { color: tokens.colorNeutralForegroundOnBrand, overflow: 'hidden', textOverflow: 'ellipsis', [ON_PHONE]: { display: 'none' } },
  // On a phone an icon, named alike, so that the bar stays one line from 320 px.
  signOut: {
    flexShrink: 0,
    [ON_PHONE]: { minWidth: 'auto', paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
  },
  signOutText: { [ON_PHONE]: { display: 'none' } },
  // The word says it on a wider screen; the icon only stands in for it on a phone.
  signOutIcon: { display: 'none', [ON_PHONE]: { display: 'inline-flex' } },
  content: { flexGrow: 1, minWidth: 0 },
  // The licence screen is a desktop page (spec 3: its export and calculator are hidden on mobile).
  wideOnly: { [ON_PHONE]: { display: 'none' } },
});

/** The navigation bar above every signed-in page. */
export function AppShell() {
  const styles = useStyles();
  const t = useT();
  const queryClient = useQueryClient();
  const me = useMe(true);
  const embedding = useEmbedding();
  const pageInfo = usePageInfo();
  const location = useLocation();
  const licenseAlert = pageInfo.data ? licenseAlertOf(pageInfo.data.license) : null;
  // The licence screen and the admin panel say themselves who may use them: a manager without a seat fixes the licence there.
  const ownsAccess = /^\/(licenses|admins)(\/|$)/.test(location.pathname);
  const contentClosed = alertClosesContent(licenseAlert) && !ownsAccess;
  // Spec 3 sections 2 and 4: while the tenant's data moves, every page waits, then reloads from the new location.
  const transfer = useDataTransfer(pageInfo.data?.license.isRunning ?? false);

  return (
    <div className={mergeClasses(styles.root, embedding.mode !== 'appPart' && styles.fullHeight)}>
      <header className={styles.bar}>
        <Text className={styles.appName} size={500} weight="semibold">
          {t('app_name')}
        </Text>
        <nav className={styles.nav} aria-label={t('nav_label')}>
          {embedding.mode === 'fullPage' && !teamsHost() && <HostSiteLink />}
          <HostLink className={styles.navLink} to="/kanban">
            {t('nav_boards')}
          </HostLink>
          <HostLink className={mergeClasses(styles.navLink, styles.wideOnly)} to="/licenses">
            {t('nav_licenses')}
          </HostLink>
          {pageInfo.data?.isAdminPanelManager && (
            <HostLink className={mergeClasses(styles.navLink, styles.wideOnly)} to="/admins">
              {t('nav_admins')}
            </HostLink>
          )}
          {pageInfo.data && <LicenseIndicator license={pageInfo.data.license} />}
        </nav>
        <div className={styles.tools}>
          <FeedbackButton />
          <NewsCenter />
        </div>
        {me.data && (
          <div className={styles.user}>
            <PersonAvatar name={me.data.name} login={me.data.login} size={28} />
            <Text className={styles.userName}>{me.data.name}</Text>
          </div>
        )}
        {/* In Teams, Teams signs the person in and out. */}
        {!teamsHost() && (
          <Button
            className={styles.signOut}
            appearance="primary"
            icon={{ children: <SignOutRegular />, className: styles.signOutIcon }}
            aria-label={t('sign_out')}
            onClick={() => endSession(queryClient)}
          >
            <span className={styles.signOutText}>{t('sign_out')}</span>
          </Button>
        )}
      </header>
      {licenseAlert && pageInfo.data && (
        <LicenseAlert key={licenseAlert.kind} alert={licenseAlert} isLicenseManager={pageInfo.data.isLicenseManager} />
      )}
      <main className={styles.content}>
        {transfer.running && <BusySpinner label={t('admin_transfer_running')} />}
        {!transfer.running && !contentClosed && <Outlet />}
      </main>
    </div>
  );
}
