import type { RecordBook, Season } from '@reality-draft/events';
import {
  championText,
  invitedText,
  isFirstSeason,
  nextSeasonNameProblem,
  nextSeasonRequest,
  noChampionText,
  ordinal,
  rankText,
  recordLines,
  seasonAfter,
  seasonNumberOf,
  seasonOffer,
  seasonsNewestFirst,
  seasonState,
} from './seasonView';

const season = (draftId: string, over: Partial<Season> = {}): Season => ({
  draftId,
  name: 'The House',
  showType: 'big_brother',
  status: 'completed',
  finishedAt: '2026-03-12T20:00:00.000Z',
  champion: null,
  decided: false,
  standings: [],
  ...over,
});

const ann = { playerId: 'ann', name: 'Ann Lee' };
const bo = { playerId: 'bo', name: 'Bo Kay' };
const noRecords: RecordBook = { mostPointsInPeriod: null, bestFinishes: [], mostReplacementsWon: null, titles: [] };

describe('season order', () => {
  const chain = [season('s1', { decided: true }), season('s2', { decided: true }), season('s3', { status: 'pending', finishedAt: null })];

  it('numbers the seasons from the oldest and lists them newest first', () => {
    expect(seasonsNewestFirst(chain).map(({ draftId, number }) => [draftId, number])).toEqual([
      ['s3', 3],
      ['s2', 2],
      ['s1', 1],
    ]);
  });

  it('finds the season after the page’s, none after the latest', () => {
    expect(seasonAfter(chain, 's1')).toMatchObject({ draftId: 's2', number: 2 });
    expect(seasonAfter(chain, 's3')).toBeNull();
    expect(seasonAfter(chain, 'elsewhere')).toBeNull();
    expect(seasonNumberOf(chain, 's2')).toBe(2);
  });

  it('calls a lone season with nothing decided the league’s first', () => {
    expect(isFirstSeason([season('s1', { champion: { ...ann, points: 4 } })])).toBe(true);
    expect(isFirstSeason(chain)).toBe(false);
  });

  it('words each season’s state', () => {
    expect(chain.map((each) => seasonState(each).text)).toEqual(['Final', 'Final', 'Draft not started']);
    expect(seasonState(season('s', { status: 'active' })).text).toBe('Drafting now');
    expect(seasonState(season('s')).text).toBe('In play');
  });
});

describe('the champion line', () => {
  it('names the champion of a decided season, the leader of one still going', () => {
    expect(championText(season('s1', { decided: true, champion: { ...ann, points: 42 } }))).toEqual({ label: 'Champion', text: 'Ann Lee, 42 points' });
    expect(championText(season('s1', { champion: { ...bo, points: 1 } }))).toEqual({ label: 'Leading so far', text: 'Bo Kay, 1 point' });
    expect(championText(season('s1'))).toBeNull();
  });

  it('says why there is none: the draft to come or on, nobody scored, or a tie at the top', () => {
    expect(noChampionText(season('s', { status: 'pending' }))).toBe('Its draft has not started yet.');
    expect(noChampionText(season('s', { status: 'active' }))).toBe('Its draft is on.');
    expect(noChampionText(season('s', { standings: [{ ...ann, rank: 1, points: 0 }] }))).toBe('Nobody has scored yet.');
    const tied = [
      { ...ann, rank: 1, points: 9 },
      { ...bo, rank: 1, points: 9 },
    ];
    expect(noChampionText(season('s', { standings: tied }))).toBe('Level at the top: Ann Lee and Bo Kay, 9 points');
    expect(noChampionText(season('s', { standings: tied, decided: true }))).toBe('Shared the title: Ann Lee and Bo Kay, 9 points');
  });

  it('marks a shared rank as a tie and writes finishes as ordinals', () => {
    const ranks = [{ rank: 1 }, { rank: 2 }, { rank: 2 }];
    expect(ranks.map((rank) => rankText(rank, ranks))).toEqual(['1', 'T2', 'T2']);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd']);
  });
});

describe('the record book', () => {
  const seasons = [season('s1', { decided: true, showType: 'survivor' }), season('s2', { showType: 'amazing_race' })];

  it('reads each record in a line, the best period in its season’s show’s word', () => {
    const records: RecordBook = {
      mostPointsInPeriod: { ...ann, points: 12, draftId: 's1', period: 3 },
      bestFinishes: [
        { ...ann, rank: 1, draftId: 's1' },
        { ...bo, rank: 2, draftId: 's2' },
      ],
      mostReplacementsWon: { ...bo, count: 2 },
      titles: [{ ...ann, count: 1 }],
    };
    expect(recordLines(records, seasons)).toEqual([
      { key: 'titles', label: 'Titles', entries: ['Ann Lee: 1 title'] },
      { key: 'period', label: 'Most points in one episode', entries: ['Ann Lee: 12 points, episode 3 of Season 1'] },
      { key: 'finishes', label: 'Best finishes', entries: ['Ann Lee: 1st, Season 1', 'Bo Kay: 2nd, Season 2'] },
      { key: 'replacements', label: 'Most replacements won', entries: ['Bo Kay: 2'] },
    ]);
  });

  it('holds no entries for records nobody holds, the period named by the latest season’s show', () => {
    const lines = recordLines(noRecords, seasons);
    expect(lines.map((line) => line.entries)).toEqual([[], [], [], []]);
    expect(lines[1].label).toBe('Most points in one week');
    expect(recordLines({ ...noRecords, titles: [{ ...bo, count: 3 }] }, seasons)[0].entries).toEqual(['Bo Kay: 3 titles']);
  });
});

describe('what the page offers about the next season', () => {
  const over = season('s1');
  const args = { draftId: 's1', status: 'completed' as const, leagueAdmin: false, playing: true, joinedIds: new Set<string>() };

  it('offers the league’s admin the next season once the draft is over and there is none', () => {
    expect(seasonOffer({ ...args, answer: { seasons: [over] }, leagueAdmin: true, playing: false })).toEqual({ kind: 'start' });
    expect(seasonOffer({ ...args, answer: { seasons: [over] }, leagueAdmin: true, playing: false, status: 'active' })).toEqual({ kind: 'none' });
    expect(seasonOffer({ ...args, answer: { seasons: [over] } })).toEqual({ kind: 'none' });
  });

  it('offers a player of this season the next one in one click while it waits, and the way there once in', () => {
    const next = season('s2', { status: 'pending', finishedAt: null });
    const answer = { seasons: [{ ...over, decided: true }, next] };
    expect(seasonOffer({ ...args, answer })).toMatchObject({ kind: 'join', season: { draftId: 's2', number: 2 } });
    expect(seasonOffer({ ...args, answer, joinedIds: new Set(['s2']) })).toMatchObject({ kind: 'go', season: { draftId: 's2' } });
    expect(seasonOffer({ ...args, answer, leagueAdmin: true, playing: false })).toMatchObject({ kind: 'go' });
    // Its draft under way: no join; someone not playing this season: nothing.
    expect(seasonOffer({ ...args, answer: { seasons: [over, { ...next, status: 'active' }] } })).toEqual({ kind: 'none' });
    expect(seasonOffer({ ...args, answer, playing: false })).toEqual({ kind: 'none' });
  });
});

describe('the next season form', () => {
  it('sends the name trimmed (a blank one keeps the season before’s), the show and a start time only when set', () => {
    expect(nextSeasonRequest({ name: '  The House  ', showType: 'survivor', timed: false }, null)).toEqual({ showType: 'survivor', name: 'The House' });
    expect(nextSeasonRequest({ name: ' ', showType: 'big_brother', timed: true }, '2026-05-01T20:00:00+02:00')).toEqual({
      showType: 'big_brother',
      startsAt: '2026-05-01T20:00:00+02:00',
    });
    expect(nextSeasonRequest({ name: 'X', showType: 'big_brother', timed: false }, '2026-05-01T20:00:00+02:00')).not.toHaveProperty('startsAt');
  });

  it('refuses a name the server would', () => {
    expect(nextSeasonNameProblem('The House')).toBeNull();
    expect(nextSeasonNameProblem('x'.repeat(61))).toBe("The league's name can have at most 60 characters.");
    expect(nextSeasonNameProblem('tab\there')).toBe("The league's name cannot hold control characters.");
  });

  it('tells the admin who was invited', () => {
    expect(invitedText(2, 2)).toBe('Season 2 is open. All 2 players of the season before were invited by push and mail to join in one click.');
    expect(invitedText(3, 1)).toBe('Season 3 is open. The player of the season before was invited by push and mail to join in one click.');
    expect(invitedText(2, 0)).toBe('Season 2 is open. Share its invite link to bring players in.');
  });
});
