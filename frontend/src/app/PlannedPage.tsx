import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageKey } from '../i18n/resources/en-US';
import { useT } from '../i18n/useT';
import { HostLink } from '../host/hostNavigation';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}` },
  heading: { margin: 0 },
});

/**
 * The empty state of a page the board links to (charts, history, licences, configuration) until the
 * release that builds it: the links work and say so, rather than falling through to the boards list.
 */
export function PlannedPage({ title }: { title: MessageKey }) {
  const styles = useStyles();
  const t = useT();
  return (
    <section className={styles.page} aria-labelledby="planned-page-title">
      <Title2 as="h1" id="planned-page-title" className={styles.heading}>
        {t(title)}
      </Title2>
      <Body1>{t('planned_page_empty')}</Body1>
      <HostLink to="/kanban">{t('planned_page_back')}</HostLink>
    </section>
  );
}
