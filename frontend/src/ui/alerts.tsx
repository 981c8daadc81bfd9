import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarGroup, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/useT';

export type AlertIntent = 'error' | 'warning' | 'info' | 'success';

export interface AlertEntry {
  id: number;
  intent: AlertIntent;
  message: string;
  action?: AlertAction;
  /**
   * A later alert of the same key takes this one's place in the same balloon (the undo balloon: one at a time),
   * so a screen reader hears the new text and the focus stays on its button.
   */
  key?: string;
}

export interface AlertAction {
  label: string;
  onClick: () => void;
}

export interface AlertOptions {
  /** A button beside the message; pressing it closes the balloon, unless the balloon has a key (the action's answer takes its place). */
  action?: AlertAction;
  key?: string;
  /** Closes after WARNING_AUTO_CLOSE_MS, as warnings always do, but not while the pointer or the focus is on it. */
  autoClose?: boolean;
}

/** Spec 1 section 9: warnings are balloons that close themselves after 10 s. */
export const WARNING_AUTO_CLOSE_MS = 10_000;

interface AlertsApi {
  showAlert: (intent: AlertIntent, message: string, options?: AlertOptions) => void;
}

const AlertsContext = createContext<AlertsApi | null>(null);

/** The CSS property a bar at the window's foot sets to the room it takes, which the balloons leave to it. */
export const FOOT_BAR_SPACE = '--listboard-foot-bar-space';

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

/** Errors and warnings interrupt; success and info are announced politely. */
export function alertRole(intent: AlertIntent): 'alert' | 'status' {
  return intent === 'error' || intent === 'warning' ? 'alert' : 'status';
}

/** Holds the page's alert balloons and shows them above the content. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The balloons under the pointer or holding the focus (by balloonKey): they wait to close until left.
  const held = useRef(new Set<string | number>());

  const dismiss = useCallback((id: number) => setAlerts((current) => current.filter((a) => a.id !== id)), []);

  const closeLater = useCallback(
    (entry: AlertEntry) => {
      const schedule = () => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          if (held.current.has(balloonKey(entry))) schedule();
          else dismiss(entry.id);
        }, WARNING_AUTO_CLOSE_MS);
        timers.current.add(timer);
      };
      schedule();
    },
    [dismiss],
  );

  const showAlert = useCallback(
    (intent: AlertIntent, message: string, { action, key, autoClose = false }: AlertOptions = {}) => {
      const entry: AlertEntry = { id: nextId.current++, intent, message, action, key };
      setAlerts((current) => {
        const replaced = key === undefined ? -1 : current.findIndex((alert) => alert.key === key);
        return replaced < 0 ? [...current, entry] : current.map((alert, index) => (index === replaced ? entry : alert));
      });
      if (intent === 'warning' || autoClose) closeLater(entry);
    },
    [closeLater],
  );
  const hold = useCallback((entry: AlertEntry, holding: boolean) => {
    if (holding) held.current.add(balloonKey(entry));
    else held.current.delete(balloonKey(entry));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ showAlert }), [showAlert]);
  return (
    <AlertsContext.Provider value={api}>
      {children}
      <AlertBar alerts={alerts} onDismiss={dismiss} onHold={hold} />
    </AlertsContext.Provider>
  );
}

/** A balloon's identity on the page: its key, which a later alert of that key keeps, or its own id. */
const balloonKey = (entry: AlertEntry) => entry.key ?? entry.id;

interface AlertBarProps {
  alerts: AlertEntry[];
  onDismiss: (id: number) => void;
  onHold: (entry: AlertEntry, holding: boolean) => void;
}

function AlertBar({ alerts, onDismiss, onHold }: AlertBarProps) {
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

export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts needs an AlertsProvider');
  return api;
}

interface InlineAlertProps {
  intent: AlertIntent;
  message: string;
  action?: AlertAction;
  /** Offers a close button. */
  onDismiss?: () => void;
}

/** An alert that belongs to a page section (a load error, for example) rather than a balloon. */
export function InlineAlert({ intent, message, action, onDismiss }: InlineAlertProps) {
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
