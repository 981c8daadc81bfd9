import { useCallback, useRef, useState } from 'react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { FocusManagerKeeper } from '../ui/deferred/FocusManagerKeeper';
import { AppRoutes } from './AppRoutes';
import { BlockingRouter } from '../host/blockingRouter';
import { preloadStartPage } from './shellPages';
import { HOST_VIEW_ATTRIBUTE, useAppPartFrame } from '../host/appPartFrame';
import { EmbeddingContext, embeddingOf } from '../host/embedding';
import { isFramed } from '../host/framing';
import { readPageParameters } from '../host/hostQuery';
import { HostThemeChoiceContext } from '../host/hostTheme';
import { teamsHost } from '../host/teams/teamsLaunch';
import { createAppQueryClient } from './queryClient';
import { prefetchStartUp } from '../api/queries';
import { getToken } from '../api/token';
import { apiFieldData } from '../api/hooks/apiFieldData';
import { authConfigReadAtStart } from '../host/detectHost';
import { FieldDataContext } from '../ui/fields/FieldDataSource';
import { ThemeSurfaceContext } from '../ui/themeSurface';
import { useAppTheme } from './theme';

// The page is the app: no browser margin around the navigation bar.
const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
  // An app part as tall as its content is taller than the host shows: its dialogs open in the part the host shows (spScroll).
  [`html[${HOST_VIEW_ATTRIBUTE}] .fui-DialogSurface`]: {
    top: 'calc(var(--lb-host-view-top) + 16px)',
    bottom: 'auto',
    maxHeight: 'calc(var(--lb-host-view-height) - 32px)',
    overflowY: 'auto',
  },
});

export function App() {
  useGlobalStyles();
  const [queryClient] = useState(() => {
    const client = createAppQueryClient();
    prefetchStartUp(client, window.location.pathname, authConfigReadAtStart());
    if (getToken() !== null) preloadStartPage(window.location.pathname);
    return client;
  });
  // BrowserRouter's history, listened to for pushes and replaces as well as pops.
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  // Navigation keeps the host's page parameters, so the way the page is embedded and its theme never change.
  const [parameters] = useState(() => readPageParameters(window.location.search));
  const [embedding] = useState(() => embeddingOf(parameters, isFramed(), teamsHost()?.context ?? null));
  const [wearTeamsTheme, setWearTeamsTheme] = useState(true);
  const theme = useAppTheme(parameters.theme, wearTeamsTheme);
  const root = useRef<HTMLDivElement>(null);
  const appPart = embedding.mode === 'appPart';
  useAppPartFrame(
    parameters.SenderId,
    appPart,
    useCallback(() => root.current, []),
  );
  return (
    // An app part is as tall as its content (the host sizes its frame by it), a page at least as tall as the window.
    <FluentProvider ref={root} theme={theme} style={appPart ? undefined : { minHeight: '100vh' }}>
      <ThemeSurfaceContext.Provider value={theme.colorNeutralBackground1}>
        <EmbeddingContext.Provider value={embedding}>
          <HostThemeChoiceContext.Provider value={setWearTeamsTheme}>
            <QueryClientProvider client={queryClient}>
              <FieldDataContext.Provider value={apiFieldData}>
                <BlockingRouter history={history}>
                  <AppRoutes />
                </BlockingRouter>
                <FocusManagerKeeper />
              </FieldDataContext.Provider>
            </QueryClientProvider>
          </HostThemeChoiceContext.Provider>
        </EmbeddingContext.Provider>
      </ThemeSurfaceContext.Provider>
    </FluentProvider>
  );
}
