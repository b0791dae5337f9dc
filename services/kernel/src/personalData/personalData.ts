import { ERASED, personalFieldsOf } from '@reality-draft/events';
import type { DocumentStore } from '../documentStore/documentStore';
import { decorateEventStore, type EventRewrite, type EventStore, type NewEvent, type RecordedEvent } from '../eventStore/eventStore';
import { PersonKeys } from './personKeys';
import { isSealed, seal, unseal } from './sealedText';

type Fields = Record<string, unknown>;

const withFields = (data: unknown, fields: readonly string[], change: (value: unknown) => unknown): Fields => {
  const changed: Fields = { ...(data as Fields) };
  for (const field of fields) if (field in changed) changed[field] = change(changed[field]);
  return changed;
};

/**
 * A sealed field opened; one that does not open (tampered with, or sealed for someone else) reads as
 * ERASED rather than stopping every reader of the log at it.
 */
function openOrErased(key: Buffer, ownerId: string, sealed: string): string {
  try {
    return unseal(key, ownerId, sealed);
  } catch {
    return ERASED;
  }
}

/** A value that is still readable text in the log: written before fields were sealed. */
const isPlaintext = (value: unknown) => typeof value === 'string' && value !== ERASED && !isSealed(value);

/**
 * Personal data in the log (docs/accounts.md#erasure): the fields `personalFieldsOf` names are sealed
 * with their person's key as they are appended and opened as they are read; a person whose key is
 * destroyed reads as ERASED everywhere (every service, `npm run events`, a replay). The keys live in
 * the shared documents, never in an event.
 */
export class PersonalData {
  readonly keys: PersonKeys;

  /** `log`: the event store as it is stored (sealed). */
  constructor(
    keys: DocumentStore,
    private readonly log: EventStore,
  ) {
    this.keys = new PersonKeys(keys);
  }

  /** The log as readers see it: sealed on the way in, opened on the way out. */
  eventStore(): EventStore {
    return decorateEventStore(this.log, {
      append: async (streamId, events, expected) => this.log.append(streamId, await Promise.all(events.map((event) => this.sealed(event))), expected),
      readStream: async (streamId, options) => {
        const result = await this.log.readStream(streamId, options);
        return { ...result, events: await this.opened(result.events) };
      },
      readAll: async (after, limit) => this.opened(await this.log.readAll(after, limit)),
    });
  }

  private async sealed(event: NewEvent): Promise<NewEvent> {
    const personal = personalFieldsOf(event);
    if (!personal) return event;
    const key = await this.keys.keyFor(personal.ownerId);
    return { ...event, data: withFields(event.data, personal.fields, (value) => (typeof value === 'string' ? seal(key, personal.ownerId, value) : value)) };
  }

  /** The events with their sealed fields opened, the keys looked up in one query. */
  private async opened(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const owners = new Set<string>();
    for (const event of events) {
      const personal = personalFieldsOf(event);
      if (personal?.fields.some((field) => isSealed((event.data as Fields)[field]))) owners.add(personal.ownerId);
    }
    if (!owners.size) return events;
    const keys = await this.keys.keysOf(owners);
    return events.map((event) => {
      const personal = personalFieldsOf(event);
      if (!personal || !owners.has(personal.ownerId)) return event;
      const key = keys.get(personal.ownerId);
      const open = (value: unknown) => (!isSealed(value) ? value : key ? openOrErased(key, personal.ownerId, value) : ERASED);
      return { ...event, data: withFields(event.data, personal.fields, open) };
    });
  }

  /** Erases the person: their key is destroyed, so every field sealed with it reads as ERASED from now on. */
  async forget(personId: string): Promise<void> {
    await this.keys.destroy(personId);
  }

  /**
   * Clears the plaintext personal fields of a stream's events written before fields were sealed (the
   * one sanctioned rewrite of history): each becomes ERASED in place. `fields` names them for events
   * `personalFieldsOf` does not know (a unique key's); `renameTo` moves the stream whose id named the
   * person too. Returns how many events changed: none on an engine whose events cannot change
   * (KurrentDB), where such plaintext stays (docs/accounts.md#erasure).
   */
  async clearPlaintext(streamId: string, options: { fields?: readonly string[]; renameTo?: string } = {}): Promise<number> {
    const { events } = await this.log.readStream(streamId);
    const rewrites: EventRewrite[] = [];
    for (const event of events) {
      const plaintext = (options.fields ?? personalFieldsOf(event)?.fields ?? []).filter((field) => isPlaintext((event.data as Fields)[field]));
      if (plaintext.length || options.renameTo)
        rewrites.push({ eventId: event.eventId, data: withFields(event.data, plaintext, () => ERASED), streamId: options.renameTo });
    }
    if (!rewrites.length || !this.log.rewrite) return 0;
    await this.log.rewrite(rewrites);
    return rewrites.length;
  }
}
