import type { ApiErrorBody, ApiErrorCode, ApiErrorCodeOf, FieldProblem } from '@listboard/shared';

/**
 * A request the use cases refuse: a stable code of the contract (shared/src/api/errors.ts) and a
 * message a person can read. It names no transport: the HTTP layer answers it with the status the
 * contract gives the code, and a queue or timer handler can log or dead-letter it the same way.
 */
export class UseCaseError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly errors?: ApiErrorBody['errors'],
    readonly details?: ApiErrorBody['details'],
  ) {
    super(message);
    this.name = 'UseCaseError';
  }
}

/** A save whose values the fields cannot take, with every problem and its message key. */
export function invalidValues(problems: FieldProblem[]): UseCaseError {
  return new UseCaseError('invalid_value', problems.map((p) => p.message).join(' '), problems);
}

// The families below follow the contract's grouping of codes, so a use case cannot pick a code
// that means something else (an "invalid" refusal is never a missing thing).
export const invalid = (code: ApiErrorCodeOf<400>, message: string) => new UseCaseError(code, message);
export const notSignedIn = (message = 'Sign in to continue.') => new UseCaseError('unauthorized', message);
export const notAllowed = (code: ApiErrorCodeOf<403>, message: string) => new UseCaseError(code, message);
export const notFound = (code: ApiErrorCodeOf<404>, message: string) => new UseCaseError(code, message);
export const conflict = (code: ApiErrorCodeOf<409>, message: string, details?: ApiErrorBody['details']) =>
  new UseCaseError(code, message, undefined, details);
export const gone = (code: ApiErrorCodeOf<410>, message: string) => new UseCaseError(code, message);
export const stale = (code: ApiErrorCodeOf<412>, message: string) => new UseCaseError(code, message);
