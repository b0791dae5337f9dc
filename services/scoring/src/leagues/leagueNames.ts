import type { ScoringWorld } from '../standings/scoringWorld';

/** A player as the league's pages name them to each other: "Ann Lee" (never an e-mail; a deleted player as the people copy says). */
export function leagueName(world: ScoringWorld, playerId: string): string {
  const person = world.people.get(playerId);
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ') || 'Player';
}
