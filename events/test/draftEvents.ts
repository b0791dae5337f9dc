import { isAutoSource, type PickMade, type PickSource } from '../src';

/**
 * A PickMade for specs. Only what a spec cares about is given; the rest is a player's own pick in round
 * 1 of item c<pickNumber>, labelled C<pickNumber>, `auto` following the source as the decider sets it.
 */
export function pickMade(
  given: Pick<PickMade['data'], 'draftId' | 'pickNumber' | 'playerId' | 'pickedAt'> & Partial<Omit<PickMade['data'], 'auto'>> & { source?: PickSource },
): PickMade {
  const source = given.source ?? 'player';
  return {
    type: 'PickMade',
    data: { round: 1, itemId: `c${given.pickNumber}`, label: `C${given.pickNumber}`, fromQueue: false, ...given, source, auto: isAutoSource(source) },
  };
}
