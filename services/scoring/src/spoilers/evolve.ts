import type { SpoilerEvent } from '@reality-draft/events';
import type { Watched } from './state';

/** Each answer replaces the show's "watched through". */
export const evolveWatched = (watched: Watched, event: SpoilerEvent): Watched => ({ ...watched, [event.data.showType]: event.data.watchedThrough });
