import { castItemKind, SHOW_NAMES, type ShowType } from '@reality-draft/events';

const noun = (showType: ShowType, count: number) => castItemKind(showType) + (count === 1 ? '' : 's');

/** "13 Amazing Race season 38 teams" */
const castOf = (showType: ShowType, season: number, count: number) => `${count} ${SHOW_NAMES[showType]} season ${season} ${noun(showType, count)}`;

const removedOf = (showType: ShowType, count: number) => `${count} ${SHOW_NAMES[showType]} ${noun(showType, count)}`;

/** The admin data tools' answers (docs/drafts.md#data-tools: they speak of season 38 teams, 27 contestants, 49 survivor). */
export const castMessages = {
  seeded: (showType: ShowType, season: number, count: number) => `Seeded ${castOf(showType, season, count)} (demo cast).`,

  alreadyLoaded: (showType: ShowType, season: number, count: number) => `The cast is already loaded (${castOf(showType, season, count)}); nothing was changed.`,

  forceSeeded: (showType: ShowType, season: number, count: number, removed: number) =>
    removed
      ? `Removed ${removedOf(showType, removed)} and seeded ${castOf(showType, season, count)} (demo cast).`
      : castMessages.seeded(showType, season, count),

  cleared: (showType: ShowType, removed: number) =>
    removed ? `Removed ${removedOf(showType, removed)}.` : `There were no ${SHOW_NAMES[showType]} ${noun(showType, 2)} to remove.`,

  imported: (showType: ShowType, season: number, count: number) => `Imported ${castOf(showType, season, count)}.`,
};
