import { useFocusFinders } from '@fluentui/react-components';

/** Holds a share of Fluent's focus manager (tabster) for as long as the page lives (FocusManagerKeeper.tsx). */
export function KeepFocusManager() {
  useFocusFinders();
  return null;
}
