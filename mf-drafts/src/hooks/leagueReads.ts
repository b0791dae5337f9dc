// What the league page's cards share in reading their part of the league: the shape a card's read takes
// (a 403 is "not yours to see", not a failure), a read again when the clock makes the answer stale (no
// notice tells of a lock, a window's close or a review's end), and the room and rosters read again once a
// settled change (a won claim, a completed trade) has moved picks.
import { api, errorStatus } from '@reality-draft/kit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { rosterTags } from '../api/rosterTags';

/** What a card's read gives it: the answer, its states, and whether the server refused it (403). */
export function cardRead<R extends { data?: unknown; isLoading: boolean; error?: unknown }>(read: R) {
  const answer: R['data'] = read.data;
  return { answer, isLoading: read.isLoading, error: read.error, refused: errorStatus(read.error) === 403 };
}

/**
 * Reads again when `dueInMs(answer, now)` says the answer goes stale (null: never). `dueInMs` should be a
 * module-level function: a new one each render starts the timer over.
 */
export function useRefetchWhenDue<T>(answer: T | undefined, dueInMs: (answer: T, now: number) => number | null, refetch: () => unknown) {
  useEffect(() => {
    const wait = answer ? dueInMs(answer, Date.now()) : null;
    if (wait === null) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [answer, dueInMs, refetch]);
}

/** Reads the room and the rosters again when `settledKey` (what has settled so far) changes after the first read. */
export function useRefreshRostersOnChange(draftId: string, settledKey: string | null) {
  const dispatch = useDispatch();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (settledKey === null) return;
    if (seen.current !== null && seen.current !== settledKey) dispatch(api.util.invalidateTags(rosterTags(draftId)));
    seen.current = settledKey;
  }, [settledKey, draftId, dispatch]);
}
