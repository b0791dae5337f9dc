// What a cast member who is out of the game is labelled on every player screen (spec 02 §2): the
// Amazing Race eliminates teams, Big Brother evicts house guests, Survivor votes castaways out.
import type { ShowType } from '@reality-draft/events';

export const CAST_OUT_LABELS: Record<ShowType, string> = { amazing_race: 'ELIMINATED', big_brother: 'EVICTED', survivor: 'VOTED OUT' };

export const castOutLabel = (showType: ShowType): string => CAST_OUT_LABELS[showType];
