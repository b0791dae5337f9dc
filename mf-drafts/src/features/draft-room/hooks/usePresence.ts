// Who has the room open: read once, then again whenever the room's push topic tells of someone
// arriving or leaving (it invalidates the Presence tag). While push is down, no one is known present.
import { usePushConnected } from '@reality-draft/kit';
import { useMemo } from 'react';
import { useDraftPresenceQuery } from '../api/liveRoomApi';

export function usePresence(draftId: string, skip = false): ReadonlySet<string> | null {
  const connected = usePushConnected();
  // Only the data, so a refetch's isFetching flips do not re-render the room.
  const { data } = useDraftPresenceQuery(draftId, { skip: skip || !connected, selectFromResult: ({ data }) => ({ data }) });
  return useMemo(() => (connected && data ? new Set(data.present) : null), [connected, data]);
}
