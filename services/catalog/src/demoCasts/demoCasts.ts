import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHOW_NAMES, SHOW_SEASONS, SHOW_TYPES, type CastMember, type ShowType } from '@reality-draft/events';
import { jsonCastRows } from '../castFiles/castFile';
import { castMembersFromRows } from '../castFiles/castRows';

/** services/catalog/data, from src/demoCasts (tests) and dist/demoCasts (build) alike. */
export const DEMO_CAST_DIR = path.join(__dirname, '..', '..', 'data');

const FILE_NAME: Record<ShowType, string> = { amazing_race: 'amazing-race', big_brother: 'big-brother', survivor: 'survivor' };

export interface DemoCast {
  season: number;
  members: CastMember[];
}

export const demoCastFile = (showType: ShowType) => `${FILE_NAME[showType]}-${SHOW_SEASONS[showType]}.demo.json`;

/**
 * The shipped demo cast of a show: made-up people, read through the same checks as an import.
 * A broken file stops start-up rather than surfacing later as a failing seed.
 */
export function loadDemoCast(showType: ShowType, dir = DEMO_CAST_DIR): DemoCast {
  const file = path.join(dir, demoCastFile(showType));
  const season = SHOW_SEASONS[showType];
  try {
    const content = JSON.parse(readFileSync(file, 'utf8'));
    if (content.showType !== showType || content.season !== season) throw new Error(`it is not the ${SHOW_NAMES[showType]} season ${season} demo cast`);
    return { season, members: castMembersFromRows(showType, season, jsonCastRows(content.members)) };
  } catch (error) {
    throw new Error(`Demo cast ${file}: ${(error as Error).message}`);
  }
}

export function loadDemoCasts(dir = DEMO_CAST_DIR): Record<ShowType, DemoCast> {
  return Object.fromEntries(SHOW_TYPES.map((showType) => [showType, loadDemoCast(showType, dir)])) as Record<ShowType, DemoCast>;
}
