import type { ShowType } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';
import {
  COLLECTIONS,
  type CastDocument,
  type DraftDocument,
  type EntryDocument,
  type PersonDocument,
  type PointCell,
  type PointsDocument,
  type PredictionsDocument,
  type RecapPeriodsDocument,
} from '../readModels/documents';

/** Everything the standings are computed from, read from the read models at once. */
export interface ScoringWorld {
  casts: Map<ShowType, CastDocument>;
  drafts: DraftDocument[];
  people: Map<string, PersonDocument>;
  points: Map<string, PointsDocument>;
  /** Each league's predictions, by draft id. */
  predictions: Map<string, PredictionsDocument>;
  /** When each show's periods were saved, by show. */
  recapPeriods: Map<ShowType, RecapPeriodsDocument>;
}

const byId = <T extends { id: string }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]));

/** An entry's cell in its subject's document: the entry without what names it. */
export function cellOf(entry: EntryDocument): PointCell {
  const { id: _id, subjectId: _subject, subjectKind: _kind, ...cell } = entry;
  return cell;
}

/** Entries grouped by the subject they score. */
function bySubject(entries: EntryDocument[]): Map<string, PointsDocument> {
  const subjects = new Map<string, PointsDocument>();
  for (const entry of entries) {
    let subject = subjects.get(entry.subjectId);
    if (!subject) subjects.set(entry.subjectId, (subject = { id: entry.subjectId, subjectKind: entry.subjectKind, cells: {} }));
    subject.cells[entry.id] = cellOf(entry);
  }
  return subjects;
}

type Part = keyof ScoringWorld;
const PARTS: readonly Part[] = ['casts', 'drafts', 'people', 'points', 'predictions', 'recapPeriods'];

/** How each part of the world is read from its read model. */
const LOADERS: { [P in Part]: (docs: DocumentStore) => Promise<ScoringWorld[P]> } = {
  casts: async (docs) => new Map((await docs.collection<CastDocument>(COLLECTIONS.casts).find()).map((cast) => [cast.id, cast])),
  drafts: (docs) => docs.collection<DraftDocument>(COLLECTIONS.drafts).find({}, { sort: { id: 1 } }),
  people: async (docs) => byId(await docs.collection<PersonDocument>(COLLECTIONS.people).find()),
  points: async (docs) => bySubject(await docs.collection<EntryDocument>(COLLECTIONS.points).find({}, { sort: { id: 1 } })),
  predictions: async (docs) => byId(await docs.collection<PredictionsDocument>(COLLECTIONS.predictions).find()),
  recapPeriods: async (docs) => new Map((await docs.collection<RecapPeriodsDocument>(COLLECTIONS.recapPeriods).find()).map((show) => [show.id, show])),
};

/**
 * The world, read once per change of the scoring read models, part by part: every leaderboard, table
 * and breakdown asked for between two changes is computed from the same copy, and a point entry
 * re-reads only the points (not the thousand people and drafts that did not change).
 */
export class ScoringWorldCache {
  private readonly generations: Record<Part, number> = { casts: 0, drafts: 0, people: 0, points: 0, predictions: 0, recapPeriods: 0 };
  private readonly loaded = new Map<Part, { generation: string; value: Promise<unknown> }>();
  private current: { key: string; world: Promise<ScoringWorld> } | null = null;

  /**
   * `followedPosition`: while another copy projects the read models, the log position they have
   * reached (undefined while this process projects them and tells the cache of each change itself).
   */
  constructor(
    private readonly docs: DocumentStore,
    private readonly followedPosition: () => number | undefined = () => undefined,
  ) {}

  /** What a part is known as: its projection's count of changes here, or, on a follower, the owner's position. */
  private generation(part: Part): string {
    const followed = this.followedPosition();
    return followed === undefined ? String(this.generations[part]) : `at ${followed}`;
  }

  /** Called by a projection once it has changed its part. */
  changed(part: Part): void {
    this.generations[part] += 1;
  }

  part<P extends Part>(part: P): Promise<ScoringWorld[P]> {
    const known = this.loaded.get(part);
    const generation = this.generation(part);
    if (known?.generation === generation) return known.value as Promise<ScoringWorld[P]>;
    const value = LOADERS[part](this.docs);
    this.loaded.set(part, { generation, value });
    return value;
  }

  /** The same object until some part changes (so answers computed from it can be kept with it). */
  world(): Promise<ScoringWorld> {
    const key = PARTS.map((part) => this.generation(part)).join('.');
    if (this.current?.key !== key) {
      this.current = {
        key,
        world: Promise.all(PARTS.map((part) => this.part(part))).then(
          (parts) => Object.fromEntries(PARTS.map((part, i) => [part, parts[i]])) as unknown as ScoringWorld,
        ),
      };
    }
    return this.current.world;
  }
}
