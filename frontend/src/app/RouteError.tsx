import { errorText } from '@listboard/shared';
import { useEffect } from 'react';
import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useRouteError } from 'react-router-dom';
import { HostLink } from '../host/hostNavigation';
import { useT } from '../i18n/useT';
import { useTelemetry } from '../telemetry';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
  },
  heading: { margin: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
});

/**
 * What the router shows when a page throws while rendering: a message and a way on, instead of the
 * blank page React leaves behind. The error itself goes to telemetry, not to the person.
 */
export function RouteError() {
  const styles = useStyles();
  const t = useT();
  const error = useRouteError();
  const telemetry = useTelemetry();
  useEffect(() => {
    telemetry.track('page_error', { message: errorText(error) });
  }, [error, telemetry]);
  return (
    <section role="alert" className={styles.page} aria-labelledby="route-error-title">
      <Title2 as="h1" id="route-error-title" className={styles.heading}>
        {t('page_error_title')}
      </Title2>
      <Body1>{t('page_error_detail')}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('page_error_reload')}
        </Button>
        <HostLink to="/kanban">{t('planned_page_back')}</HostLink>
      </div>
    </section>
  );
}
