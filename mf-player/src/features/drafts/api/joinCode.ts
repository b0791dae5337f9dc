// The join code as the player types it (spec 01 §5): uppercased, at most 6 characters.
import { JOIN_CODE_LENGTH } from '@reality-draft/events';

export { JOIN_CODE_LENGTH };

export function normalizeJoinCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, JOIN_CODE_LENGTH);
}

export function isCompleteJoinCode(code: string): boolean {
  return code.trim().length === JOIN_CODE_LENGTH;
}
