/**
 * The catalogue's events. Each show has one cast stream (`cast-{showType}`): a cast is seeded as a
 * whole, members are eliminated and restored one by one, photos set
 * one by one, and a clean-up clears it.
 */

export const SHOW_TYPES = ['amazing_race', 'big_brother', 'survivor'] as const;
export type ShowType = (typeof SHOW_TYPES)[number];

/** An Amazing Race team of two. */
export interface TeamFacts {
  id: string;
  teamNumber: number;
  memberNames: string;
  season: number;
  description: string;
  photoUrl: string | null;
  teamPhotoUrl: string | null;
}

/** A Big Brother house guest or a Survivor castaway. */
export interface ContestantFacts {
  id: string;
  contestantNumber: number;
  name: string;
  season: number;
  age: number | null;
  occupation: string | null;
  hometown: string | null;
  currentResidence: string | null;
  tribe: string | null;
  description: string | null;
  photoUrl: string | null;
}

export type CastMember = TeamFacts | ContestantFacts;

/** 'demo' is the labelled demo cast shipped with the app; 'import' a cast an admin loaded from a file. */
export type CastSource = 'demo' | 'import';

export type CastSeeded = {
  type: 'CastSeeded';
  data: { showType: ShowType; season: number; source: CastSource; members: CastMember[]; seededBy: string; seededAt: string };
};

export type CastCleared = {
  type: 'CastCleared';
  data: { showType: ShowType; clearedBy: string; clearedAt: string };
};

/** `period` is the episode (Amazing Race: week) the member went out in, when the admin said so. */
export type CastMemberEliminated = {
  type: 'CastMemberEliminated';
  data: { showType: ShowType; memberId: string; period?: number; by: string; at: string };
};

export type CastMemberRestored = {
  type: 'CastMemberRestored';
  data: { showType: ShowType; memberId: string; by: string; at: string };
};

/** An admin set (or, with null, removed) a member's photo: a team's teamPhotoUrl, a contestant's photoUrl. */
export type CastMemberPhotoSet = {
  type: 'CastMemberPhotoSet';
  data: { showType: ShowType; memberId: string; photoUrl: string | null; by: string; at: string };
};

export type CastEvent = CastSeeded | CastCleared | CastMemberEliminated | CastMemberRestored | CastMemberPhotoSet;

export const castStream = (showType: ShowType) => `cast-${showType}`;
export const CAST_STREAM_PREFIX = 'cast-';

export const SHOW_NAMES: Record<ShowType, string> = {
  amazing_race: 'Amazing Race',
  big_brother: 'Big Brother',
  survivor: 'Survivor',
};

/** The season each show's seed tools speak of (docs/drafts.md#data-tools). */
export const SHOW_SEASONS: Record<ShowType, number> = {
  amazing_race: 38,
  big_brother: 27,
  survivor: 49,
};

/** How many teams or contestants each show's shipped demo cast has (the catalogue's tests hold the files to it). */
export const DEMO_CAST_SIZES: Record<ShowType, number> = {
  amazing_race: 13,
  big_brother: 16,
  survivor: 18,
};

/** Season 49's tribes (the demo cast's); any other season's tribes are whatever its cast file names. */
export const SURVIVOR_TRIBES = ['Lavo', 'Nami', 'Hina'] as const;

/** Amazing Race casts teams of two; Big Brother and Survivor cast contestants. */
export type CastItemKind = 'team' | 'contestant';

export const castItemKind = (showType: ShowType): CastItemKind => (showType === 'amazing_race' ? 'team' : 'contestant');
