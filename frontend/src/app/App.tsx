import { useState } from 'react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './AppRoutes';
import { EmbeddingContext, embeddingOf, isFramed } from '../host/embedding';
import { readPageParameters } from '../host/hostQuery';
import { createAppQueryClient } from './queryClient';
import { useSystemTheme } from './theme';

// The page is the app: no browser margin around the navigation bar.
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

export function App() {
  useGlobalStyles();
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(createAppRouter);
  const theme = useSystemTheme();
  // Navigation keeps the host's page parameters, so the way the page is embedded never changes.
  const [embedding] = useState(() => embeddingOf(readPageParameters(window.location.search), isFramed()));
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }}>
      <EmbeddingContext.Provider value={embedding}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </EmbeddingContext.Provider>
    </FluentProvider>
  );
}
