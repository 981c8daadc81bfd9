import type { API_ERROR_STATUS, ApiErrorBody, ApiErrorCode, ApiErrorCodeOf, FieldProblem } from '@listboard/shared';

/**
 * An answer for the client: HTTP status, a stable code and a message a person can read. The code is
 * one of the contract's (shared/src/api/errors.ts) and the status the one the contract gives it.
 */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  constructor(readonly status: (typeof API_ERROR_STATUS)[C], readonly code: C, message: string, readonly errors?: ApiErrorBody['errors']) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A save whose values the fields cannot take: 400 with every problem and its message key. */
export function invalidValues(problems: FieldProblem[]): ApiError {
  return new ApiError(400, 'invalid_value', problems.map((p) => p.message).join(' '), problems);
}

export const badRequest = (code: ApiErrorCodeOf<400>, message: string) => new ApiError(400, code, message);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (code: ApiErrorCodeOf<403>, message: string) => new ApiError(403, code, message);
export const notFound = (code: ApiErrorCodeOf<404>, message: string) => new ApiError(404, code, message);
export const conflict = (code: ApiErrorCodeOf<409>, message: string) => new ApiError(409, code, message);
export const preconditionFailed = (code: ApiErrorCodeOf<412>, message: string) => new ApiError(412, code, message);
