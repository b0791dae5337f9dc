// The headers of an API request: JSON, the bearer token, and the furthest log position heard.
import { readPositionHeader } from './readPosition';

export function buildHeaders(token: string | null, hasBody: boolean): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...readPositionHeader(),
  };
}
