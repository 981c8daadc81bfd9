import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type AlertAction, type AlertBarProps, type AlertEntry, type AlertIntent, type InlineAlertProps, balloonKey } from './alertParts';
import { deferredModule, useDeferredModule } from './deferred/deferredModule';

export { FOOT_BAR_SPACE, alertRole, type AlertAction, type AlertEntry, type AlertIntent, type InlineAlertProps } from './alertParts';

/** The alerts' bars, loaded with the first alert a page shows (alertBars.tsx). */
export const alertBars = deferredModule(() => import('./alertBars'));

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
      <AlertBalloons alerts={alerts} onDismiss={dismiss} onHold={hold} />
    </AlertsContext.Provider>
  );
}

/** The balloons, drawn once the bars' code is in: it loads with the first alert. */
function AlertBalloons(props: AlertBarProps) {
  const bars = useDeferredModule(alertBars, props.alerts.length > 0);
  return bars && props.alerts.length > 0 ? <bars.AlertBar {...props} /> : null;
}

export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts needs an AlertsProvider');
  return api;
}

/** An alert that belongs to a page section (a load error, for example) rather than a balloon. */
export function InlineAlert(props: InlineAlertProps) {
  const bars = useDeferredModule(alertBars);
  return bars ? <bars.InlineAlertBar {...props} /> : null;
}
