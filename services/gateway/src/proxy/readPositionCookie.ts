import type { IncomingHttpHeaders } from 'node:http';

/**
 * The log position a client's own writes reached, kept by the client's browser so that whichever
 * gateway its next request reaches knows it too (read your own writes through any copy).
 */
export const READ_POSITION_COOKIE = 'rd_read_position';

/**
 * Long enough for every copy to have caught up with a write (milliseconds, or a projection
 * owner's takeover of a few seconds), short enough that a position from a log since replaced
 * (a restore) soon stops holding answers back.
 */
const MAX_AGE_SECONDS = 300;

const asPosition = (value: string | undefined): number => {
  if (value === undefined || !/^\d{1,16}$/.test(value.trim())) return 0;
  const position = Number(value.trim());
  return Number.isSafeInteger(position) ? position : 0;
};

/** The position in the request's cookie (0 when none or not a position). */
export function cookiePosition(headers: IncomingHttpHeaders): number {
  for (const pair of String(headers.cookie ?? '').split(';')) {
    const [name, value] = pair.split(/=(.*)/s);
    if (name.trim() === READ_POSITION_COOKIE) return asPosition(value);
  }
  return 0;
}

/** A position a service named in a header (0 when none or not a position). */
export const headerPosition = (value: string | string[] | undefined): number => asPosition(Array.isArray(value) ? value[0] : value);

/** The Set-Cookie value remembering `position` for the API paths (Secure when the client came over HTTPS). */
export function readPositionCookie(position: number, secure: boolean): string {
  return `${READ_POSITION_COOKIE}=${position}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
