import type { ShowType } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';
import { COLLECTIONS, type CastDocument, type DraftDocument, type PersonDocument, type PointsDocument } from '../readModels/documents';

/** Everything the standings are computed from, read from the read models at once. */
export interface ScoringWorld {
  casts: Map<ShowType, CastDocument>;
  drafts: DraftDocument[];
  people: Map<string, PersonDocument>;
  points: Map<string, PointsDocument>;
}

const byId = <T extends { id: string }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]));

export async function loadScoringWorld(docs: DocumentStore): Promise<ScoringWorld> {
  const [casts, drafts, people, points] = await Promise.all([
    docs.collection<CastDocument>(COLLECTIONS.casts).find(),
    docs.collection<DraftDocument>(COLLECTIONS.drafts).find({}, { sort: { id: 1 } }),
    docs.collection<PersonDocument>(COLLECTIONS.people).find(),
    docs.collection<PointsDocument>(COLLECTIONS.points).find({}, { sort: { id: 1 } }),
  ]);
  return { casts: new Map(casts.map((cast) => [cast.id, cast])), drafts, people: byId(people), points: byId(points) };
}

/**
 * The world, read once per change of the scoring read models: every leaderboard, table and breakdown
 * asked for between two changes is computed from the same copy instead of re-reading the documents.
 */
export class ScoringWorldCache {
  private generation = 0;
  private loaded: { generation: number; world: Promise<ScoringWorld> } | null = null;

  constructor(private readonly docs: DocumentStore) {}

  /** Called by the projections whenever they change a document. */
  changed(): void {
    this.generation += 1;
  }

  world(): Promise<ScoringWorld> {
    if (this.loaded?.generation !== this.generation) this.loaded = { generation: this.generation, world: loadScoringWorld(this.docs) };
    return this.loaded.world;
  }
}
