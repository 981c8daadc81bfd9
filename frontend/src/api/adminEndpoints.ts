import {
  API_PATHS,
  TRANSFER_POLL_MS,
  type AdminBoardRow,
  type AdminBoardsPage,
  type DataLocationRequest,
  type SaveAdminBoardPermission,
  type dataLocationResultSchema,
  type tenantAdminSchema,
} from '@listboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPath, apiRequest } from './client';
import { queryKeys } from './queryKeys';

export type TenantAdmin = z.infer<typeof tenantAdminSchema>;
export type DataLocationResult = z.infer<typeof dataLocationResultSchema>;

/** What the admin panel's board list asks for: a page, part of a board's name and an owner's login ('' for any). */
export interface AdminBoardsFilter {
  page: number;
  search: string;
  owner: string;
}

/** The admin panel's calls (spec 3 sections 2 and 7; docs/licences.md); the server refuses all but its managers (403 access_denied). */
export function fetchAdminBoards(filter: AdminBoardsFilter, signal?: AbortSignal): Promise<AdminBoardsPage> {
  const query: Record<string, string> = { page: String(filter.page) };
  // Empty filters stay out of the address, as the server reads a missing one as 'any'.
  if (filter.search) query.search = filter.search;
  if (filter.owner) query.owner = filter.owner;
  return apiRequest(API_PATHS.adminBoards, { query, signal });
}

/** Saves a board's default permission, owners and everybody-can-edit flag over the etag its row was read with. */
export function saveAdminBoardPermission(boardId: string, request: SaveAdminBoardPermission): Promise<AdminBoardRow> {
  return apiRequest(apiPath(API_PATHS.adminBoardPermission, { id: boardId }), { method: 'POST', body: request });
}

export function fetchTenantAdmins(signal?: AbortSignal): Promise<TenantAdmin[]> {
  return apiRequest(API_PATHS.adminTenantAdmins, { signal });
}

/** Starts moving the tenant's data to another location, over the licence's etag; the move goes on in the background. */
export function moveDataLocation(request: DataLocationRequest): Promise<DataLocationResult> {
  return apiRequest(API_PATHS.adminDataLocation, { method: 'POST', body: request });
}

/** GET /api/license/status: true while a data transfer runs. */
export function fetchTransferStatus(signal?: AbortSignal): Promise<boolean> {
  return apiRequest(API_PATHS.licenseStatus, { signal });
}

/** One page of the tenant's boards; while the next page or search loads, the last one stays on screen. */
export function useAdminBoards(filter: AdminBoardsFilter, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.adminBoards(filter),
    queryFn: ({ signal }) => fetchAdminBoards(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTenantAdmins(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.adminTenantAdmins, queryFn: ({ signal }) => fetchTenantAdmins(signal), enabled });
}

/**
 * Spec 3 sections 2 and 9: while a data transfer runs, its status is asked for every 10 s until it answers
 * false. Never served from the cache: a finished transfer must not look running, nor the reverse.
 */
export function useTransferStatus(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.licenseTransferStatus,
    queryFn: ({ signal }) => fetchTransferStatus(signal),
    enabled,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data === false ? false : TRANSFER_POLL_MS),
  });
}
