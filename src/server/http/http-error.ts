import type { FieldErrors } from '../../lib/api/api-error.ts';

/** A failure the client caused or must know about; handle() turns it into a JSON response. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: { errors?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}
