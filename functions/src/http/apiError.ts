import type { ApiErrorBody, FieldProblem } from '@listboard/shared';

/** An answer for the client: HTTP status, a stable code and a message a person can read. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly errors?: ApiErrorBody['errors']) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A save whose values the fields cannot take: 400 with every problem and its message key. */
export function invalidValues(problems: FieldProblem[]): ApiError {
  return new ApiError(400, 'invalid_value', problems.map((p) => p.message).join(' '), problems);
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const preconditionFailed = (code: string, message: string) => new ApiError(412, code, message);
