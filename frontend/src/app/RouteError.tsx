import { errorText } from '@listboard/shared';
import { Component, type ReactNode, useEffect } from 'react';
import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
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
 * What a page that throws while rendering shows instead: a message and a way on, instead of the
 * blank page React leaves behind. The error itself goes to telemetry, not to the person.
 */
export function RouteError({ error }: { error: unknown }) {
  const styles = useStyles();
  const t = useT();
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

interface CaughtProps {
  children: ReactNode;
  /** Another value shows the children again: a navigation leaves a failed page behind. */
  resetKey: string;
}

interface CaughtState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

class CaughtPage extends Component<CaughtProps, CaughtState> {
  override state: CaughtState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CaughtState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: CaughtProps, state: CaughtState): Partial<CaughtState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError in place of pages that throw while rendering, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <CaughtPage resetKey={pathname}>{children}</CaughtPage>;
}
