import { API_PATHS, type BoardHistoryRequest, type BoardHistoryResponse, type ChartsRequest, type ChartsResponse } from '@listboard/shared';
import { apiRequest } from './client';

/** The history report's page of entries (spec 3 section 7): a read, so a busy server's 503 is asked again. */
export function fetchBoardHistory(boardID: string, request: BoardHistoryRequest, signal?: AbortSignal): Promise<BoardHistoryResponse> {
  return apiRequest(API_PATHS.itemBoardHistory, { method: 'POST', body: request, query: { boardID }, readOnly: true, signal });
}

/** Every chart widget's figures (docs/reporting.md). */
export function fetchCharts(request: ChartsRequest, signal?: AbortSignal): Promise<ChartsResponse> {
  return apiRequest(API_PATHS.historyCharts, { method: 'POST', body: request, readOnly: true, signal });
}
