import { API_PATHS, type License, type SaveLicenseRequest, type TrialInfoRequest, type trialInfoResultSchema } from '@listboard/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client';
import { queryKeys } from './queryKeys';

export type TrialInfoResult = z.infer<typeof trialInfoResultSchema>;

/**
 * The licence screen's calls (spec 3 section 7; docs/licences.md). GET /api/license is served from the functions'
 * short cache unless `refresh` asks for the stored licence (after a save was refused as stale, say).
 */
export function fetchLicense(refresh: boolean, signal?: AbortSignal): Promise<License> {
  return apiRequest(API_PATHS.license, { query: refresh ? { refresh: 'true' } : {}, signal });
}

/** POST /api/license: only what changed, settings with the etag they were read with; answers the licence as saved. */
export function saveLicense(request: SaveLicenseRequest): Promise<License> {
  return apiRequest(API_PATHS.license, { method: 'POST', body: request });
}

/** POST /api/kanban/trialInfo: the trial form, or a book-a-demo request (with its demoDate). */
export function sendTrialInfo(request: TrialInfoRequest): Promise<TrialInfoResult> {
  return apiRequest(API_PATHS.kanbanTrialInfo, { method: 'POST', body: request });
}

/** Spec 3 section 9: while the tenant's data moves to another location, its end is looked for every 10 s. */
export const LICENSE_TRANSFER_POLL_MS = 10_000;

/**
 * The licence, read only for those who may manage it (the server refuses others with access_denied). While a
 * data transfer runs (isRunning), the stored licence is read again every 10 s, past the cache, until it ends.
 */
export function useLicense(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.license,
    queryFn: ({ signal }) => fetchLicense(queryClient.getQueryData<License>(queryKeys.license)?.isRunning === true, signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.isRunning ? LICENSE_TRANSFER_POLL_MS : false),
  });
}

/** Reads the stored licence again, past the server's cache, into the licence screen (after a save refused as stale). */
export function reloadLicense(queryClient: QueryClient): Promise<License> {
  return queryClient.fetchQuery({ queryKey: queryKeys.license, queryFn: ({ signal }) => fetchLicense(true, signal), staleTime: 0 });
}

export function useSendTrialInfo() {
  return useMutation({ mutationFn: sendTrialInfo });
}
