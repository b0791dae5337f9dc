// How the player pages word a drafted team or contestant (spec 02 §2): the badge once it is out of
// the game, and what the show calls the things a player drafts.
import type { ShowType } from '@reality-draft/events';

const OUT_WORDS: Record<ShowType, string> = { amazing_race: 'ELIMINATED', big_brother: 'EVICTED', survivor: 'VOTED OUT' };

export const outWord = (showType: ShowType): string => OUT_WORDS[showType];

/** 'teams' for the Amazing Race, else 'contestants'. */
export const itemsWord = (showType: ShowType): 'teams' | 'contestants' => (showType === 'amazing_race' ? 'teams' : 'contestants');

export const pointsText = (points: number): string => `${points} ${Math.abs(points) === 1 ? 'pt' : 'pts'}`;
