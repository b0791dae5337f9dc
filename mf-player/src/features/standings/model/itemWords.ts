// How the player pages word a drafted team or contestant (docs/player-area.md#your-teams): what the show calls the things
// a player drafts, and their points. The badge of one out of the game is kit's castOutLabel.
import type { ShowType } from '@reality-draft/events';

/** 'teams' for the Amazing Race, else 'contestants'. */
export const itemsWord = (showType: ShowType): 'teams' | 'contestants' => (showType === 'amazing_race' ? 'teams' : 'contestants');

export const pointsText = (points: number): string => `${points} ${Math.abs(points) === 1 ? 'pt' : 'pts'}`;
