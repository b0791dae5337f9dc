import type { LeagueRulesRequest, ShowType } from '@reality-draft/events';

/** What the scoring read models know of a league's roster when a command is made. */
export interface RosterFacts {
  showType: ShowType;
  /** Item id -> the player who drafted it (the moves since are the stream's own: holdersNow). */
  drafted: Map<string, string>;
  /** Every cast member of the show: name, still in the game, in the current cast. */
  cast: Record<string, { label: string; isActive: boolean; inCast: boolean }>;
  /** The first week or episode a settled claim plays in (null: the season is over). */
  fromPeriod: number | null;
}

/** An item's name as the cast has it (its id for one no longer there). */
export const labelIn = (roster: RosterFacts, itemId: string) => roster.cast[itemId]?.label ?? itemId;

export type LeagueSeasonCommand =
  | { type: 'SetLeagueRules'; draftId: string; request: LeagueRulesRequest; by: string; now: Date }
  | {
      type: 'ClaimReplacement';
      draftId: string;
      claimId: string;
      playerId: string;
      dropItemId: string;
      addItemId: string;
      /** The draft has finished: its rosters are whole. */
      draftFinished: boolean;
      roster: RosterFacts;
      /** Player id -> rank in the league's standings now (for a claim settled at once, unused). */
      now: Date;
    }
  | {
      type: 'ProposeTrade';
      draftId: string;
      tradeId: string;
      fromPlayerId: string;
      toPlayerId: string;
      give: string[];
      get: string[];
      draftFinished: boolean;
      participants: string[];
      roster: RosterFacts;
      now: Date;
    }
  | { type: 'AnswerTrade'; draftId: string; tradeId: string; playerId: string; accept: boolean; roster: RosterFacts; now: Date }
  | { type: 'CancelTrade'; draftId: string; tradeId: string; playerId: string; now: Date }
  | { type: 'VetoTrade'; draftId: string; tradeId: string; now: Date; by: string }
  | {
      /** Settles the claims whose window has closed and completes the trades whose review has ended. */
      type: 'SettleDue';
      draftId: string;
      /** Settle every open claim, its window closed early by the admin. */
      early: boolean;
      roster: RosterFacts;
      rankOf: Map<string, number>;
      now: Date;
    };
