// The recap of a finished draft (issue 19 §5): its size, the auto-picks, the first pick, the player
// who picked fastest (by the server's time on the clock of each pick they made themselves), and the
// viewer's own picks.
import type { Participant, Pick } from '@reality-draft/events';
import { participantById, participantName } from './participants';
import { pickName } from './roomItems';

export interface RecapPick {
  pickNumber: number;
  round: number;
  name: string;
  isAutoPick: boolean;
}

export interface DraftRecap {
  rounds: number;
  picksMade: number;
  totalPicks: number;
  autoPicks: number;
  firstPick: (RecapPick & { playerName: string }) | null;
  /** The lowest average time on the clock over the picks a player made themselves; null when none was timed. */
  fastest: { playerName: string; averageSeconds: number; picks: number } | null;
  /** The viewer's picks in pick order (empty for an admin). */
  yourPicks: RecapPick[];
}

const recapPick = (pick: Pick): RecapPick => ({ pickNumber: pick.pickNumber, round: pick.round, name: pickName(pick), isAutoPick: pick.isAutoPick });

function fastestPicker(participants: readonly Participant[], picks: readonly Pick[]): DraftRecap['fastest'] {
  const timed = new Map<string, number[]>();
  picks
    .filter((pick) => pick.source === 'player' && !pick.isAutoPick && pick.secondsOnClock !== null && pick.secondsOnClock !== undefined)
    .forEach((pick) => timed.set(pick.playerId, [...(timed.get(pick.playerId) ?? []), pick.secondsOnClock as number]));
  const averages = [...timed.entries()].map(([playerId, seconds]) => ({
    person: participantById(participants, playerId),
    averageSeconds: Math.round((seconds.reduce((sum, value) => sum + value, 0) / seconds.length) * 10) / 10,
    picks: seconds.length,
  }));
  // Ties go to the earlier draft position.
  const [best] = averages.sort((a, b) => a.averageSeconds - b.averageSeconds || (a.person?.draftPosition ?? 0) - (b.person?.draftPosition ?? 0));
  return best ? { playerName: participantName(best.person), averageSeconds: best.averageSeconds, picks: best.picks } : null;
}

export function draftRecap(participants: readonly Participant[], picks: readonly Pick[], totalPicks: number, viewerId: string | null): DraftRecap {
  const ordered = [...picks].sort((a, b) => a.pickNumber - b.pickNumber);
  const first = ordered.find((pick) => pick.pickNumber === 1) ?? null;
  return {
    rounds: Math.max(0, ...ordered.map((pick) => pick.round)),
    picksMade: ordered.length,
    totalPicks,
    autoPicks: ordered.filter((pick) => pick.isAutoPick).length,
    firstPick: first && { ...recapPick(first), playerName: participantName(participantById(participants, first.playerId)) },
    fastest: fastestPicker(participants, ordered),
    yourPicks: viewerId ? ordered.filter((pick) => pick.playerId === viewerId).map(recapPick) : [],
  };
}

/** "4.2 s", "12 s": a tenth shown only under ten seconds. */
export function secondsText(seconds: number): string {
  return `${seconds < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds)} s`;
}
