// What each show's points dialog asks for (docs/scoring.md#points-dialog, docs/scoring.md#point-schemes): Amazing Race places the
// week's 1st to 5th teams and names the Express Pass winner; Big Brother and Survivor name each
// competition's winners. Default points and labels come from the scoring contracts in events.
import { castOutLabel } from '@reality-draft/kit';
import { DEFAULT_POINTS, PERIODS, POINT_TYPE_LABELS, type ContestantPointType, type ShowType, type TeamPointType } from '@reality-draft/events';

export interface PointSlot {
  /** Unique within the show's form: the point type, or 'place-1'..'place-5' for placements. */
  id: string;
  pointType: TeamPointType | ContestantPointType;
  label: string;
  defaultPoints: number;
  /** 1: one winner (a select); more: several may share it (a tribe's immunity, every survivor). */
  maxWinners: number;
  /** Everyone still in the game usually takes it ('All still in' picks them at once). */
  everyoneStillIn?: boolean;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

/** As many winners as the cast has. */
const ANY = Number.POSITIVE_INFINITY;

const contestantSlot = (pointType: ContestantPointType, defaultPoints: number, maxWinners: number, everyoneStillIn = false): PointSlot => ({
  id: pointType,
  pointType,
  label: POINT_TYPE_LABELS[pointType],
  defaultPoints,
  maxWinners,
  ...(everyoneStillIn && { everyoneStillIn }),
});

const BB = DEFAULT_POINTS.big_brother;
const SV = DEFAULT_POINTS.survivor;

export const POINT_SLOTS: Record<ShowType, readonly PointSlot[]> = {
  amazing_race: [
    ...DEFAULT_POINTS.amazing_race.placements.map((points, index): PointSlot => ({
      id: `place-${index + 1}`,
      pointType: 'placement',
      label: `${ORDINALS[index]} Place`,
      defaultPoints: points,
      maxWinners: 1,
    })),
    {
      id: 'express_pass',
      pointType: 'express_pass',
      label: POINT_TYPE_LABELS.express_pass,
      defaultPoints: DEFAULT_POINTS.amazing_race.express_pass,
      maxWinners: 1,
    },
  ],
  big_brother: [
    contestantSlot('hoh', BB.hoh, 1),
    contestantSlot('veto', BB.veto, 1),
    contestantSlot('blockbuster', BB.blockbuster, 1),
    contestantSlot('survived_block', BB.survived_block, ANY),
  ],
  survivor: [
    contestantSlot('immunity', SV.immunity, ANY),
    contestantSlot('reward', SV.reward, ANY),
    contestantSlot('idol', SV.idol, ANY),
    contestantSlot('survived', SV.survived, ANY, true),
    contestantSlot('final_three', SV.final_three, 3),
    contestantSlot('sole_survivor', SV.sole_survivor, 1),
  ],
};

/** 'week' for Amazing Race, 'episode' for the others; capitalised for labels. */
export const periodWord = (show: ShowType) => PERIODS[show].word;

/** How the show says someone went out, as a line ends ("eliminated", "voted out"). */
export const outWord = (show: ShowType) => castOutLabel(show).toLowerCase();
export const periodTitle = (show: ShowType) => (PERIODS[show].word === 'week' ? 'Week' : 'Episode');

/** 1..24 for Amazing Race weeks, 1..35 for episodes. */
export const periodsOf = (show: ShowType): number[] => Array.from({ length: PERIODS[show].max }, (_, index) => index + 1);

/** Amazing Race placements: a team takes at most one placement a week. */
export const isPlacement = (slot: PointSlot) => slot.pointType === 'placement';
