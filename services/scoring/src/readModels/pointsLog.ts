import type { PointsLogRow } from '@reality-draft/events';
import type { ScoringDeps } from '../scoringDeps';
import { COLLECTIONS, type LogDocument } from './documents';

const DEFAULT_LIMIT = 200;

/** GET /api/admin/points/log: newest first, optionally one subject (and one week or episode). */
export async function pointsLog(
  deps: Pick<ScoringDeps, 'docs' | 'cache'>,
  query: { subjectId?: string; period?: string; limit?: string },
): Promise<PointsLogRow[]> {
  const filter = { ...(query.subjectId && { subjectId: query.subjectId }), ...(query.period && { period: Number(query.period) }) };
  const limit = Math.min(Number(query.limit ?? DEFAULT_LIMIT) || DEFAULT_LIMIT, 1000);
  const [rows, people, casts] = await Promise.all([
    deps.docs.collection<LogDocument>(COLLECTIONS.log).find(filter, { sort: { position: -1, id: 1 }, limit }),
    deps.cache.part('people'),
    deps.cache.part('casts'),
  ]);
  return rows.map(({ position: _position, lastPosition: _last, sourceRef: _game, ...row }: LogDocument & { lastPosition?: number }) => {
    const person = people.get(row.by);
    const member = [...casts.values()].map((cast) => cast.members[row.subjectId]).find(Boolean);
    const name = person && (person.username ?? [person.firstName, person.lastName].filter(Boolean).join(' '));
    return { ...row, subjectLabel: member?.label ?? null, byName: name || null };
  });
}
