import { Limiter, TooManyRequests } from '@reality-draft/kernel';

/**
 * Previews running at once across the process (the points dialogs preview as admins type): each reads
 * up to 400 entry streams and folds them over every draft's standings, so a burst waits its turn, and
 * one beyond those waiting is told to try again rather than left to time out.
 */
export const PREVIEWS_AT_ONCE = 2;
export const PREVIEWS_WAITING = 16;
export const PREVIEWS_BUSY = 'Many previews are being worked out right now. Please try again in a moment.';

export const previewTurns = new Limiter(PREVIEWS_AT_ONCE, {
  maxWaiting: PREVIEWS_WAITING,
  refusal: () => new TooManyRequests(PREVIEWS_BUSY, 1),
});
