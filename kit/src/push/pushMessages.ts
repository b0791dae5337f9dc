// The push stream's messages (events/src/push/notices.ts), read defensively: a message that does
// not parse is ignored rather than breaking the stream.
import type { ChangeNotice, PushHello } from '@reality-draft/events';
import type { EventSourceMessage } from 'eventsource-parser';

export type PushMessage =
  | { kind: 'hello'; hello: Partial<PushHello> }
  | { kind: 'reset'; hello: Partial<PushHello> }
  | { kind: 'change'; position: unknown; topics: string[]; versions: Map<string, number>; changes: Map<string, unknown> }
  | { kind: 'other' };

function parseData(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A notice's `versions` (topic -> stream version); anything that is not a whole number is left out. */
function versionMap(value: unknown): Map<string, number> {
  if (!value || typeof value !== 'object') return new Map();
  return new Map(Object.entries(value).filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1])));
}

/** A notice's `changes` (topic -> what changed), unread: the applier of each topic checks its shape. */
function changeMap(value: unknown): Map<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return new Map();
  return new Map(Object.entries(value));
}

export function readPushMessage(message: EventSourceMessage): PushMessage {
  const data = parseData(message.data);
  switch (message.event) {
    case 'hello':
    case 'reset':
      return { kind: message.event, hello: data };
    case 'change': {
      const notice = data as Partial<ChangeNotice>;
      return {
        kind: 'change',
        position: message.id ?? notice.position,
        topics: stringList(notice.topics),
        versions: versionMap(notice.versions),
        changes: changeMap(notice.changes),
      };
    }
    default:
      return { kind: 'other' };
  }
}
