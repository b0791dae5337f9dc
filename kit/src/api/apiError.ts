// The error shape every request produces, and the helpers screens use to word toasts from it.
// text follows the spec (01 §8): "<status>: <body text or status text>".

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR';

export interface ApiError {
  status: ApiErrorStatus;
  /** "<status>: <body text or status text>" */
  text: string;
  /** The server's `message` field, when the body had one. */
  message?: string;
  /** The parsed body, when it was JSON. */
  data?: unknown;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageField(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export function formatErrorText(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

export function httpError(status: number, bodyText: string, statusText: string): ApiError {
  const data = bodyText ? parseJson(bodyText) : undefined;
  const message = messageField(data);
  return {
    status,
    text: formatErrorText(status, bodyText, statusText),
    ...(message ? { message } : {}),
    ...(data !== undefined ? { data } : {}),
  };
}

export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return { status: 'FETCH_ERROR', text: `FETCH_ERROR: ${detail}` };
}

export function isApiError(value: unknown): value is ApiError {
  return Boolean(value && typeof value === 'object' && 'status' in value && 'text' in value);
}

export function isNetworkError(value: unknown): boolean {
  return isApiError(value) && value.status === 'FETCH_ERROR';
}

export function errorStatus(value: unknown): ApiErrorStatus | undefined {
  return isApiError(value) ? value.status : undefined;
}

/** The server's message for a toast, else the given fallback. */
export function errorMessage(value: unknown, fallback: string): string {
  return (isApiError(value) && value.message) || fallback;
}
