import { useState } from 'react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './AppRoutes';
import { EmbeddingContext, embeddingOf, isFramed } from '../host/embedding';
import { readPageParameters } from '../host/hostQuery';
import { createAppQueryClient } from './queryClient';
import { ThemeSurfaceContext } from '../ui/themeSurface';
import { useAppTheme } from './theme';

// The page is the app: no browser margin around the navigation bar.
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

export function App() {
  useGlobalStyles();
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(createAppRouter);
  // Navigation keeps the host's page parameters, so the way the page is embedded and its theme never change.
  const [parameters] = useState(() => readPageParameters(window.location.search));
  const [embedding] = useState(() => embeddingOf(parameters, isFramed()));
  const theme = useAppTheme(parameters.theme);
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }}>
      <ThemeSurfaceContext.Provider value={theme.colorNeutralBackground1}>
        <EmbeddingContext.Provider value={embedding}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </EmbeddingContext.Provider>
      </ThemeSurfaceContext.Provider>
    </FluentProvider>
  );
}
