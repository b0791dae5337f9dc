// Who has the room open: read once, then again whenever the room's push topic tells of someone
// arriving or leaving (it invalidates the Presence tag). While push is down, no one is known present.
import { usePushConnected } from '@reality-draft/kit';
import { useMemo } from 'react';
import { useDraftPresenceQuery } from '../api/liveRoomApi';

export function usePresence(draftId: string, skip = false): ReadonlySet<string> | null {
  const connected = usePushConnected();
  const { data } = useDraftPresenceQuery(draftId, { skip: skip || !connected });
  return useMemo(() => (connected && data ? new Set(data.present) : null), [connected, data]);
}
