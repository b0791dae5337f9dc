import { DuplicateKeyError, type DocumentStore } from '../documentStore/documentStore';
import { newPersonKey } from './sealedText';

/** Each person's key, in its own collection of the shared documents (a table on PostgreSQL), never in an event. */
export const PERSON_KEYS = 'person_keys';

interface PersonKeyDocument extends Record<string, unknown> {
  id: string;
  key: string;
  createdAt: string;
}

/** The keys that seal each person's fields in the log; destroying one erases the person (crypto-shredding). */
export class PersonKeys {
  private indexed: Promise<void> | undefined;

  constructor(private readonly docs: DocumentStore) {}

  private async collection() {
    const keys = this.docs.collection<PersonKeyDocument>(PERSON_KEYS);
    // A failed attempt is made again on the next use, not remembered.
    await (this.indexed ??= keys.ensureIndex('id', { unique: true }).catch((error: unknown) => {
      this.indexed = undefined;
      throw error;
    }));
    return keys;
  }

  /** The person's key, made on first use; when two processes make one at once, the first stored wins. */
  async keyFor(personId: string): Promise<Buffer> {
    const keys = await this.collection();
    const stored = await keys.findOne({ id: personId });
    if (stored) return Buffer.from(stored.key, 'base64');
    const key = newPersonKey();
    try {
      await keys.insertOne({ id: personId, key: key.toString('base64'), createdAt: new Date().toISOString() });
      return key;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      return Buffer.from((await keys.findOne({ id: personId }))!.key, 'base64');
    }
  }

  /** The keys of those of `personIds` that still have one, in one query. */
  async keysOf(personIds: Iterable<string>): Promise<Map<string, Buffer>> {
    const ids = [...new Set(personIds)];
    if (!ids.length) return new Map();
    const stored = await (await this.collection()).find({ id: { $in: ids } });
    return new Map(stored.map(({ id, key }) => [id, Buffer.from(key, 'base64')]));
  }

  /** Destroys the person's key: their sealed fields can never be read again. An embedded store's file is written anew without it. */
  async destroy(personId: string): Promise<void> {
    await (await this.collection()).deleteMany({ id: personId });
    await this.docs.compact?.(PERSON_KEYS);
  }
}
