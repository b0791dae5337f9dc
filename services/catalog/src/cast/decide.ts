import { castItemKind, isTeam, PERIODS, type CastEvent, type CastItem, type CastMember, type ShowType } from '@reality-draft/events';
import { BadRequest, decideBy, NotFound, type Decider } from '@reality-draft/kernel';
import { evolveCast } from './evolve';
import { initialCastState, type CastState } from './state';
import { ITEM_NOT_FOUND, periodTooLate } from './itemKind';

interface Stamp {
  by: string;
  now: string;
}
interface NewCast extends Stamp {
  season: number;
  members: CastMember[];
}

export type CastCommand =
  /** Loads the demo cast unless a cast is already loaded. */
  | ({ type: 'SeedCast' } & NewCast)
  /** Clears whatever is loaded, then loads the demo cast. */
  | ({ type: 'ForceSeedCast' } & NewCast)
  /** Replaces the cast with one an admin loaded from a file. */
  | ({ type: 'ImportCast' } & NewCast)
  | ({ type: 'ClearCast' } & Stamp)
  /** `period`: the episode (week) the member went out in, when known. */
  | ({ type: 'EliminateMember'; memberId: string; period?: number } & Stamp)
  | ({ type: 'RestoreMember'; memberId: string } & Stamp)
  /** Sets a member's photo (a team's team photo) to a kept photo's path, or removes it with null. */
  | ({ type: 'SetMemberPhoto'; memberId: string; photoUrl: string | null } & Stamp);

type Command<T extends CastCommand['type']> = Extract<CastCommand, { type: T }>;

function seeded(showType: ShowType, command: NewCast, source: 'demo' | 'import'): CastEvent {
  if (command.members.length === 0) throw new BadRequest(`A cast needs at least one ${castItemKind(showType)}.`);
  const { season, members, by, now } = command;
  return { type: 'CastSeeded', data: { showType, season, source, members, seededBy: by, seededAt: now } };
}

function cleared(showType: ShowType, { by, now }: Stamp, state: CastState): CastEvent[] {
  return state.members.size ? [{ type: 'CastCleared', data: { showType, clearedBy: by, clearedAt: now } }] : [];
}

function seed(showType: ShowType, command: Command<'SeedCast'>, state: CastState): CastEvent[] {
  return state.members.size ? [] : [seeded(showType, command, 'demo')];
}

function forceSeed(showType: ShowType, command: Command<'ForceSeedCast'>, state: CastState): CastEvent[] {
  return [...cleared(showType, command, state), seeded(showType, command, 'demo')];
}

function memberOf(showType: ShowType, state: CastState, memberId: string): CastItem {
  const member = state.members.get(memberId);
  if (!member) throw new NotFound(ITEM_NOT_FOUND[castItemKind(showType)]);
  return member;
}

/**
 * Eliminating an eliminated member again changes nothing, unless it now names a different period
 * (the period is corrected); without a period the one already known is kept.
 */
function eliminate(showType: ShowType, command: Command<'EliminateMember'>, state: CastState): CastEvent[] {
  const member = memberOf(showType, state, command.memberId);
  const { period } = command;
  if (period !== undefined && period > PERIODS[showType].max) throw new BadRequest(periodTooLate(showType));
  if (!member.isActive && (period === undefined || period === member.eliminatedIn)) return [];
  const data = { showType, memberId: member.id, ...(period === undefined ? {} : { period }), by: command.by, at: command.now };
  return [{ type: 'CastMemberEliminated', data }];
}

function restore(showType: ShowType, command: Command<'RestoreMember'>, state: CastState): CastEvent[] {
  const member = memberOf(showType, state, command.memberId);
  if (member.isActive) return [];
  return [{ type: 'CastMemberRestored', data: { showType, memberId: member.id, by: command.by, at: command.now } }];
}

function setPhoto(showType: ShowType, command: Command<'SetMemberPhoto'>, state: CastState): CastEvent[] {
  const member = memberOf(showType, state, command.memberId);
  const current = isTeam(member) ? member.teamPhotoUrl : member.photoUrl;
  if (current === command.photoUrl) return [];
  return [{ type: 'CastMemberPhotoSet', data: { showType, memberId: member.id, photoUrl: command.photoUrl, by: command.by, at: command.now } }];
}

/** The decider of one show's cast stream (`cast-{showType}`). */
export function castDecider(showType: ShowType): Decider<CastState, CastCommand, CastEvent> {
  return {
    initialState: initialCastState,
    evolve: evolveCast,
    decide: decideBy<CastCommand, CastState, CastEvent>({
      SeedCast: (command, state) => seed(showType, command, state),
      ForceSeedCast: (command, state) => forceSeed(showType, command, state),
      ImportCast: (command) => [seeded(showType, command, 'import')],
      ClearCast: (command, state) => cleared(showType, command, state),
      EliminateMember: (command, state) => eliminate(showType, command, state),
      RestoreMember: (command, state) => restore(showType, command, state),
      SetMemberPhoto: (command, state) => setPhoto(showType, command, state),
    }),
  };
}
