import type { ApiErrorCodeOf } from '@listboard/shared';

/**
 * Refusals of the stores, raised before anything is written; the API answers them as the client's
 * fault (the contract's schemas catch almost all of them first).
 */

/** A document longer than the store keeps: 413 with `code` and the limit in the message. */
export class DocumentTooLargeError extends Error {
  readonly code: ApiErrorCodeOf<413> = 'document_too_large';

  constructor(size: number, limit: number, document = 'document') {
    super(`The ${document} is ${size} characters long as stored; at most ${limit} can be stored.`);
    this.name = 'DocumentTooLargeError';
  }
}

/** An id or name that cannot be part of a storage key (a Table key or a blob name): 400 `invalid_key`. */
export class InvalidStorageKeyError extends Error {
  readonly code: ApiErrorCodeOf<400> = 'invalid_key';

  constructor(problem: string) {
    super(problem);
    this.name = 'InvalidStorageKeyError';
  }
}
