/** Replacement picks (docs/league.md#replacements): a player whose pick went home claims someone undrafted. */
import { SHOW_NAMES, type ShowType } from '../catalog/events';

/** A player's claim: drop an eliminated pick of theirs, add an undrafted item still in; settles when its window closes. */
/** Which claim, whose, and what it drops for what. */
export interface ClaimItems {
  draftId: string;
  claimId: string;
  playerId: string;
  dropItemId: string;
  addItemId: string;
}

export type ReplacementClaimed = {
  type: 'ReplacementClaimed';
  data: ClaimItems & {
    claimedAt: string;
    settlesAt: string;
    /** What it costs if it wins: the league's rule when it was made (absent in claims made before: the rule when it settles). */
    pointCost?: number;
  };
};

/**
 * A claim's outcome. Won: `addItemId` is the player's from `fromPeriod` on, `dropItemId` theirs through
 * the period before (its points stay theirs), and `pointCost` comes off their total.
 */
export type ReplacementSettled = {
  type: 'ReplacementSettled';
  data: ClaimItems & {
    /** The items' names, for whoever hears of it without the cast (a push). */
    dropLabel: string;
    addLabel: string;
    won: boolean;
    fromPeriod: number;
    pointCost: number;
    reason: string | null;
    settledAt: string;
  };
};

export type ReplacementEvent = ReplacementClaimed | ReplacementSettled;

const itemWord = (showType: ShowType) => (showType === 'amazing_race' ? 'team' : showType === 'survivor' ? 'castaway' : 'house guest');

export const REPLACEMENT_TEXTS = {
  notYours: (label: string) => `${label} is not on your roster.`,
  notEliminated: (label: string) => `${label} is still in the game: only an eliminated pick can be replaced.`,
  taken: (label: string) => `${label} is already on a roster in this league.`,
  out: (label: string) => `${label} is out of the game: claim someone still in.`,
  notInCast: (showType: ShowType) => `That is not one of the current ${SHOW_NAMES[showType]} cast.`,
  noneLeft: (perPlayer: number) => `You have used your ${perPlayer} replacement ${perPlayer === 1 ? 'pick' : 'picks'} for this season.`,
  alreadyClaimed: (label: string) => `You already have a claim open for ${label}.`,
  notStarted: 'Replacements open once the draft has finished.',
  seasonOver: 'The season is over: there is no period left to play a replacement in.',
  lostToLower: (label: string) => `A player placed lower in the standings claimed ${label} too.`,
  lostGone: (label: string) => `${label} was no longer free when the claims were settled.`,
  lostDropped: (label: string) => `${label} was no longer yours to drop when the claims were settled.`,
  lostNoneLeft: 'You had no replacement picks left when the claims were settled.',
  itemWord,
} as const;
