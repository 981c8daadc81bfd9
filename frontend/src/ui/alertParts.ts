// What the alerts' provider (alerts.tsx) and their bars (alertBars.tsx) share; the bars load on demand.

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

/** The CSS property a bar at the window's foot sets to the room it takes, which the balloons leave to it. */
export const FOOT_BAR_SPACE = '--listboard-foot-bar-space';

/** Errors and warnings interrupt; success and info are announced politely. */
export function alertRole(intent: AlertIntent): 'alert' | 'status' {
  return intent === 'error' || intent === 'warning' ? 'alert' : 'status';
}

/** A balloon's identity on the page: its key, which a later alert of that key keeps, or its own id. */
export const balloonKey = (entry: AlertEntry) => entry.key ?? entry.id;

export interface InlineAlertProps {
  intent: AlertIntent;
  message: string;
  action?: AlertAction;
  /** Offers a close button. */
  onDismiss?: () => void;
}

export interface AlertBarProps {
  alerts: AlertEntry[];
  onDismiss: (id: number) => void;
  onHold: (entry: AlertEntry, holding: boolean) => void;
}
