import { useState } from 'react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AlertsProvider } from '../ui/alerts';
import { AppRoutes } from './AppRoutes';
import { EmbeddingContext, embeddingOf, isFramed } from './embedding';
import { readPageParameters } from './hostQuery';
import { createAppQueryClient } from './queryClient';
import { StartUp } from './StartUp';
import { useSystemTheme } from './theme';

// The page is the app: no browser margin around the navigation bar.
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

export function App() {
  useGlobalStyles();
  const [queryClient] = useState(createAppQueryClient);
  const theme = useSystemTheme();
  // Navigation keeps the host's page parameters, so the way the page is embedded never changes.
  const [embedding] = useState(() => embeddingOf(readPageParameters(window.location.search), isFramed()));
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }}>
      <EmbeddingContext.Provider value={embedding}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AlertsProvider>
              <StartUp>
                <AppRoutes />
              </StartUp>
            </AlertsProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </EmbeddingContext.Provider>
    </FluentProvider>
  );
}
