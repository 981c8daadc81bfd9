import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, BoardRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { HostLink, useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  nav: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  link: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorBrandForegroundLink },
});

/**
 * Spec 3 section 2: from the licence screen back to the boards, or back to where the person came from. A
 * screen opened directly (nothing to go back to in the app) goes back to the boards too.
 */
export function LeaveLicenses() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const hostNavigate = useHostNavigate();
  // React Router names the entry the app started on 'default'.
  const cameFromApp = useLocation().key !== 'default';
  return (
    <nav className={styles.nav} aria-label={t('license_nav_label')}>
      <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => (cameFromApp ? void navigate(-1) : hostNavigate('/kanban'))}>
        {t('license_back')}
      </Button>
      <HostLink className={styles.link} to="/kanban">
        <BoardRegular aria-hidden />
        {t('license_back_to_boards')}
      </HostLink>
    </nav>
  );
}
