/**
 * Storage did not answer in time or at all, or failed on its side after the retries: no fault of
 * the caller, and asking again later may work (the API answers 503 `storage_unavailable` with
 * Retry-After).
 */
export class StorageUnavailableError extends Error {
  /** `statusCode`: what storage answered, when it answered at all (adapters read failures by it). */
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}
