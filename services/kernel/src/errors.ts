/** Failures that carry their HTTP meaning (docs/architecture.md#http-errors); the error middleware turns them into replies. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, errors: unknown[] = []) {
    super(400, message, errors);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to do that.') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** A rule of the game refused the command. */
export class RuleViolation extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
