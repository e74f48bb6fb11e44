import { DOMAIN_ERRORS, ERROR_STATUS, type DomainErrorName, type ErrorType } from '@lipi/contract';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorType,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, data: unknown = null) => new AppError('BAD_REQUEST', message, data);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in again') => new AppError('UNAUTHORIZED', message);

/** A domain error of the contract's table, by name; `message` replaces the table's text where it names something. */
export const domainError = (name: DomainErrorName, message?: string) => new AppError(DOMAIN_ERRORS[name].type, message ?? DOMAIN_ERRORS[name].message);

/** Does this error answer that domain error's envelope type (what the web branches on too)? */
export const isDomainError = (error: unknown, name: DomainErrorName): error is AppError => error instanceof AppError && error.code === DOMAIN_ERRORS[name].type;
