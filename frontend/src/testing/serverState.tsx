import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiFieldData } from '../api/hooks/apiFieldData';
import { FieldDataContext } from '../ui/fields/FieldDataSource';

/**
 * The page's server state in a test, as the app shell provides it: the query client, and the field controls'
 * data from the API (which the test's fake server answers).
 */
export function ServerStateProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <FieldDataContext.Provider value={apiFieldData}>{children}</FieldDataContext.Provider>
    </QueryClientProvider>
  );
}
