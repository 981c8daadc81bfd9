import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '../../host/browserStorage';

/**
 * Whether single-key commands are on for a person, kept in this browser under their sign-in name (on by default).
 * A person who dictates or whose hand slips turns them off in the keyboard help (WCAG 2.1.4, Character Key Shortcuts).
 */
const keyOf = (login: string) => `listboard.singleKeys.${login.toLowerCase()}`;
const listeners = new Set<() => void>();

export function singleKeysEnabled(login: string | undefined): boolean {
  return !login || browserStorage()?.getItem(keyOf(login)) !== 'off';
}

export function setSingleKeysEnabled(login: string, enabled: boolean): void {
  if (enabled) browserStorage()?.removeItem(keyOf(login));
  else browserStorage()?.setItem(keyOf(login), 'off');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's setting and its switch; everyone is on until their sign-in name is known. */
export function useSingleKeysSetting(login: string | undefined): [enabled: boolean, setEnabled: (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, () => singleKeysEnabled(login));
  const set = useCallback(
    (next: boolean) => {
      if (login) setSingleKeysEnabled(login, next);
    },
    [login],
  );
  return [enabled, set];
}
