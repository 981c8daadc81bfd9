import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, BoardRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { firstRecordedPath } from '../../host/firstPath';
import { HostLink, useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  nav: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  link: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorBrandForegroundLink },
});

const LICENSES_PATH = '/licenses';

/**
 * Spec 3 section 2: from the licence screen back to the boards, or back to the first recorded path: where
 * the person entered the app, say the board a tab shows (docs/board-page.md#going-back). A screen
 * entered directly goes back to the boards.
 */
export function LeaveLicenses() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const hostNavigate = useHostNavigate();
  const first = firstRecordedPath();
  const goBack = () => (first && first.pathname.replace(/\/+$/, '') !== LICENSES_PATH ? void navigate(first) : hostNavigate('/kanban'));
  return (
    <nav className={styles.nav} aria-label={t('license_nav_label')}>
      <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={goBack}>
        {t('license_back')}
      </Button>
      <HostLink className={styles.link} to="/kanban">
        <BoardRegular aria-hidden />
        {t('license_back_to_boards')}
      </HostLink>
    </nav>
  );
}
