// How a league's seasons read (docs/league.md#seasons): numbered oldest first and shown newest first, each
// with its state, its champion (or who leads so far), its standings' ranks; the record book in lines; and
// what the page offers about the season after this one (start it, join it, or go to it).
import {
  leagueName,
  MAX_LEAGUE_NAME_LENGTH,
  ordinal,
  periodName,
  PERIODS,
  type DraftStatus,
  type NextSeasonRequest,
  type RecordBook,
  type Season,
  type SeasonsAnswer,
  type ShowType,
} from '@reality-draft/events';

/** A season with its number in the league: the first is Season 1. */
export interface NumberedSeason extends Season {
  number: number;
}

/** The seasons numbered from the oldest (the answer's order), newest first as the page lists them. */
export function seasonsNewestFirst(seasons: readonly Season[]): NumberedSeason[] {
  return seasons.map((season, index) => ({ ...season, number: index + 1 })).reverse();
}

/** The season after the one the page shows, numbered; null when the page's season is the league's latest. */
export function seasonAfter(seasons: readonly Season[], draftId: string): NumberedSeason | null {
  const at = seasons.findIndex((season) => season.draftId === draftId);
  if (at < 0 || at + 1 >= seasons.length) return null;
  return { ...seasons[at + 1], number: at + 2 };
}

/** The page's own season's number (1 when the answer does not list it). */
export function seasonNumberOf(seasons: readonly Season[], draftId: string): number {
  return seasons.findIndex((season) => season.draftId === draftId) + 1 || 1;
}

/** Only one season, and nothing decided: the league's first season, said plainly. */
export const isFirstSeason = (seasons: readonly Season[]) => seasons.length <= 1 && !seasons.some((season) => season.decided);

export const pointsText = (points: number) => `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** "1st", "2nd", "3rd", "11th", "22nd". */
export { ordinal };

/** "T2" where someone else holds the same rank, else "2". */
export { sharedRankText as rankText } from '@reality-draft/kit';

export type SeasonStateTone = 'warning' | 'success' | 'brand' | 'neutral';

/** A season's state in the league's words: its draft to come or on, the season in play, or final (a later season exists). */
export function seasonState(season: Pick<Season, 'status' | 'decided'>): { text: string; tone: SeasonStateTone } {
  if (season.status === 'pending') return { text: 'Draft not started', tone: 'warning' };
  if (season.status === 'active') return { text: 'Drafting now', tone: 'success' };
  return season.decided ? { text: 'Final', tone: 'neutral' } : { text: 'In play', tone: 'brand' };
}

/** The champion line: who won it once the season is decided, who leads while it is not; null with nobody alone on top. */
export function championText(season: Pick<Season, 'champion' | 'decided'>): { label: 'Champion' | 'Leading so far'; text: string } | null {
  if (!season.champion) return null;
  return { label: season.decided ? 'Champion' : 'Leading so far', text: `${season.champion.name}, ${pointsText(season.champion.points)}` };
}

/** What a season without a champion says instead: its draft to come or on, nobody scored yet, or a tie at the top. */
export function noChampionText(season: Pick<Season, 'status' | 'decided' | 'standings'>): string {
  if (season.status === 'pending') return 'Its draft has not started yet.';
  if (season.status === 'active') return 'Its draft is on.';
  const leaders = season.standings.filter((standing) => standing.rank === 1);
  if (leaders.length > 1 && leaders[0].points > 0) {
    const names = leaders.map((leader) => leader.name);
    const who = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    return `${season.decided ? 'Shared the title' : 'Level at the top'}: ${who}, ${pointsText(leaders[0].points)}`;
  }
  return season.decided ? 'Nobody scored that season.' : 'Nobody has scored yet.';
}

export interface RecordLine {
  key: 'titles' | 'period' | 'finishes' | 'replacements';
  label: string;
  /** Each holder of the record, in the book's order; none yet when empty. */
  entries: string[];
}

const seasonRef = (seasons: readonly Season[], draftId: string) => {
  const at = seasons.findIndex((season) => season.draftId === draftId);
  return at < 0 ? null : { season: seasons[at], number: at + 1 };
};

/** The record book in lines: titles, the best single week or episode (in its season's show's word), each player's best finish, most replacements won. */
export function recordLines(records: RecordBook, seasons: readonly Season[]): RecordLine[] {
  const best = records.mostPointsInPeriod;
  const bestIn = best && seasonRef(seasons, best.draftId);
  // The word of the record's season's show; with no record yet, the latest season's.
  const show: ShowType | undefined = bestIn?.season.showType ?? seasons[seasons.length - 1]?.showType;
  const periodWord = show ? PERIODS[show].word : 'week or episode';
  return [
    {
      key: 'titles',
      label: 'Titles',
      entries: records.titles.map(({ name, count }) => `${name}: ${count} ${count === 1 ? 'title' : 'titles'}`),
    },
    {
      key: 'period',
      label: `Most points in one ${periodWord}`,
      entries: best
        ? [
            `${best.name}: ${pointsText(best.points)}` +
              (bestIn ? `, ${periodName(bestIn.season.showType, best.period)} of Season ${bestIn.number}` : `, ${periodWord} ${best.period}`),
          ]
        : [],
    },
    {
      key: 'finishes',
      label: 'Best finishes',
      entries: records.bestFinishes.map(({ name, rank, draftId }) => {
        const where = seasonRef(seasons, draftId);
        return `${name}: ${ordinal(rank)}${where ? `, Season ${where.number}` : ''}`;
      }),
    },
    {
      key: 'replacements',
      label: 'Most replacements won',
      entries: records.mostReplacementsWon ? [`${records.mostReplacementsWon.name}: ${records.mostReplacementsWon.count}`] : [],
    },
  ];
}

/** What the page offers about the next season. */
export type SeasonOffer =
  | { kind: 'none' }
  /** The league's admin, on its latest season, whose draft has finished. */
  | { kind: 'start' }
  /** A player of this season not in the next one while it waits for players: one-click join. */
  | { kind: 'join'; season: NumberedSeason }
  /** Someone in the next season (its admin, or a player who joined): the way there. */
  | { kind: 'go'; season: NumberedSeason };

export function seasonOffer({
  answer,
  draftId,
  status,
  leagueAdmin,
  playing,
  joinedIds,
}: {
  answer: Pick<SeasonsAnswer, 'seasons'>;
  draftId: string;
  status: DraftStatus;
  leagueAdmin: boolean;
  playing: boolean;
  /** The drafts the signed-in player is in. */
  joinedIds: ReadonlySet<string>;
}): SeasonOffer {
  const next = seasonAfter(answer.seasons, draftId);
  if (!next) return leagueAdmin && status === 'completed' && answer.seasons.some((season) => season.draftId === draftId) ? { kind: 'start' } : { kind: 'none' };
  if (leagueAdmin || joinedIds.has(next.draftId)) return { kind: 'go', season: next };
  if (playing && next.status === 'pending') return { kind: 'join', season: next };
  return { kind: 'none' };
}

/** The next season form's inputs: the name as typed, the show, and a start time or none. */
export interface NextSeasonInputs {
  name: string;
  showType: ShowType;
  timed: boolean;
}

/** A control character (U+0000 to U+001F, U+007F), which the server's name pattern refuses. */
const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** What is wrong with the name as typed (the server's own bounds), else null. */
export function nextSeasonNameProblem(name: string): string | null {
  if (name.trim().length > MAX_LEAGUE_NAME_LENGTH) return `The league's name can have at most ${MAX_LEAGUE_NAME_LENGTH} characters.`;
  if (hasControlCharacter(name)) return "The league's name cannot hold control characters.";
  return null;
}

/** The request: the name trimmed (a blank one keeps the season before's), the show, the start time when one is set. */
export function nextSeasonRequest(inputs: NextSeasonInputs, startsAt: string | null): NextSeasonRequest {
  const name = leagueName(inputs.name);
  return { showType: inputs.showType, ...(name ? { name } : {}), ...(inputs.timed && startsAt ? { startsAt } : {}) };
}

/** What the admin is told once the next season exists. */
export function invitedText(seasonNumber: number, playerCount: number): string {
  if (playerCount === 0) return `Season ${seasonNumber} is open. Share its invite link to bring players in.`;
  const who = playerCount === 1 ? 'The player of the season before was' : `All ${playerCount} players of the season before were`;
  return `Season ${seasonNumber} is open. ${who} invited by push and mail to join in one click.`;
}
