import { useSyncExternalStore } from 'react';
import { type Theme, webDarkTheme, webLightTheme } from '@fluentui/react-components';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(DARK_QUERY).matches);
}

/** The Fluent theme that follows the system's light or dark preference. */
export function useSystemTheme(): Theme {
  return useSyncExternalStore(subscribe, prefersDark, () => false) ? webDarkTheme : webLightTheme;
}
