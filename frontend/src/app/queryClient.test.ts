import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { shouldRetry } from './queryClient';

describe('which failed reads the page asks again', () => {
  it('asks again twice after a network failure or a server fault', () => {
    for (const error of [new ApiError(0, 'network', 'offline'), new ApiError(500, 'internal_error', 'boom')]) {
      expect([shouldRetry(0, error), shouldRetry(1, error), shouldRetry(2, error)]).toEqual([true, true, false]);
    }
  });

  it('does not ask again after a refusal, nor after an outage the API client already waited out', () => {
    expect(shouldRetry(0, new ApiError(404, 'board_not_found', 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'storage_unavailable', 'later'))).toBe(false);
  });
});
