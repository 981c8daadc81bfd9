import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarGroup, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/useT';
import { type AlertBarProps, FOOT_BAR_SPACE, type InlineAlertProps, alertRole, balloonKey } from './alertParts';

// Fluent's message bars as alerts.tsx shows its alerts: this module loads with the page's first alert, since a page
// shows its content without one (docs/performance.md#start-up).

const useStyles = makeStyles({
  // At the foot of the window: at the top they covered the navigation bar and the board's tools. A bar a page keeps
  // at the foot (a board's selection bar) sets FOOT_BAR_SPACE to its height, and the balloons rise above it.
  host: {
    position: 'fixed',
    bottom: `calc(${tokens.spacingVerticalXXL} + var(${FOOT_BAR_SPACE}, 0px))`,
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(640px, calc(100vw - 32px))',
    zIndex: 1000,
  },
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  // An inline alert keeps the height of its text: in a column of fixed height (the card dialog) the content
  // below it scrolls, rather than the alert's wrapped lines running over that content.
  inline: { flexShrink: 0 },
});

/** The page's alert balloons, at the window's foot (alerts.tsx holds them). */
export function AlertBar({ alerts, onDismiss, onHold }: AlertBarProps) {
  const styles = useStyles();
  const t = useT();
  if (alerts.length === 0) return null;
  return (
    <div className={styles.host}>
      <MessageBarGroup className={styles.group}>
        {alerts.map((alert) => (
          <MessageBar
            key={balloonKey(alert)}
            intent={alert.intent}
            role={alertRole(alert.intent)}
            onMouseEnter={() => onHold(alert, true)}
            onMouseLeave={() => onHold(alert, false)}
            onFocus={() => onHold(alert, true)}
            onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && onHold(alert, false)}
          >
            <MessageBarBody>{alert.message}</MessageBarBody>
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  aria-label={t('alert_dismiss')}
                  icon={<DismissRegular />}
                  onClick={() => onDismiss(alert.id)}
                />
              }
            >
              {alert.action && (
                <Button
                  onClick={() => {
                    if (alert.key === undefined) onDismiss(alert.id);
                    alert.action?.onClick();
                  }}
                >
                  {alert.action.label}
                </Button>
              )}
            </MessageBarActions>
          </MessageBar>
        ))}
      </MessageBarGroup>
    </div>
  );
}

/** An inline alert's bar (alerts.tsx). */
export function InlineAlertBar({ intent, message, action, onDismiss }: InlineAlertProps) {
  const styles = useStyles();
  const t = useT();
  const close = onDismiss && (
    <Button appearance="transparent" aria-label={t('alert_dismiss')} icon={<DismissRegular />} onClick={onDismiss} />
  );
  return (
    <MessageBar className={styles.inline} intent={intent} role={alertRole(intent)}>
      <MessageBarBody>{message}</MessageBarBody>
      {(action || close) && (
        <MessageBarActions containerAction={close}>{action && <Button onClick={action.onClick}>{action.label}</Button>}</MessageBarActions>
      )}
    </MessageBar>
  );
}
