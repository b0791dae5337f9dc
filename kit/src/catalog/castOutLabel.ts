// What a cast member who is out of the game is labelled on every player screen (docs/drafts.md#elimination): the
// Amazing Race eliminates teams, Big Brother evicts house guests, Survivor votes castaways out.
import { PERIODS, type ShowType } from '@reality-draft/events';

export const CAST_OUT_LABELS: Record<ShowType, string> = { amazing_race: 'ELIMINATED', big_brother: 'EVICTED', survivor: 'VOTED OUT' };

export const castOutLabel = (showType: ShowType): string => CAST_OUT_LABELS[showType];

/** The verb each show goes out by, in a sentence. */
export const CAST_OUT_WORDS: Record<ShowType, string> = { amazing_race: 'Eliminated', big_brother: 'Evicted', survivor: 'Voted out' };

/**
 * When a member went out, in words: "Evicted in episode 3", "Eliminated in week 2", or just
 * "Voted out" when the episode (week) is not known.
 */
export function castOutLine(showType: ShowType, eliminatedIn: number | null | undefined): string {
  const word = CAST_OUT_WORDS[showType];
  return eliminatedIn ? `${word} in ${PERIODS[showType].word} ${eliminatedIn}` : word;
}
