import { useState } from 'react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AlertsProvider } from '../ui/alerts';
import { AppRoutes } from './AppRoutes';
import { createAppQueryClient } from './queryClient';
import { StartUp } from './StartUp';
import { useSystemTheme } from './theme';

// The page is the app: no browser margin around the navigation bar.
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

export function App() {
  useGlobalStyles();
  const [queryClient] = useState(createAppQueryClient);
  const theme = useSystemTheme();
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AlertsProvider>
            <StartUp>
              <AppRoutes />
            </StartUp>
          </AlertsProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </FluentProvider>
  );
}
