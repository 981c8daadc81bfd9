import { createContext, useContext, useEffect } from 'react';

/**
 * Whether the page wears the Teams host's theme: a board's `useTeamsTheme` (spec 2) may decline it,
 * for as long as that board is shown. The app shell owns the choice; a page states its wish here.
 */
export const HostThemeChoiceContext = createContext<(wearHostTheme: boolean) => void>(() => undefined);

/** While the calling page is shown, the page wears the host's theme or not; `undefined` states no wish (still loading). */
export function useHostThemeChoice(wearHostTheme: boolean | undefined): void {
  const choose = useContext(HostThemeChoiceContext);
  useEffect(() => {
    if (wearHostTheme === undefined) return undefined;
    choose(wearHostTheme);
    return () => choose(true);
  }, [choose, wearHostTheme]);
}
