// One followed draft's callout. Its room is the room's own query (draftRoom: the room page opens on it
// at once), read again whenever the draft's summary in the list changes (a pick, the start, a pause,
// an auto-pick switch), and meanwhile taken as the summary says it is now (roomAsOfSummary): the banner
// does not follow the room's push topic, as following it is what shows a player as present in the room.
import { serverNow, useDraftRoomQuery, usePollingInterval, useServerNow } from '@reality-draft/kit/host';
import type { DraftSummary } from '@reality-draft/events';
import { useEffect, useRef } from 'react';
import { draftCallout, type Callout } from '../model/draftCallout';
import { roomAsOfSummary } from '../model/roomAsOfSummary';

/** How often a followed room is read while the push stream is down. */
export const ROOM_POLL_MS = 3000;

export function useDraftCallout(summary: DraftSummary, playerId: string | null): Callout | null {
  const { data: room, refetch } = useDraftRoomQuery(summary.id, { pollingInterval: usePollingInterval(ROOM_POLL_MS) });
  const seen = useRef(summary);
  useEffect(() => {
    if (seen.current === summary) return;
    seen.current = summary;
    void refetch();
  }, [summary, refetch]);
  const now = useServerNow();
  // The tick's now may be up to a second old when the room changes between ticks.
  return room ? draftCallout(roomAsOfSummary(room, summary), playerId, Math.max(now, serverNow())) : null;
}
