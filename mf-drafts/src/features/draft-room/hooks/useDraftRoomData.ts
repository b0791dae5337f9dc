// A room's data: the draft (draft, participants, picks) and its teams or contestants. Push notices
// for the draft and the catalogue keep them fresh; the spec's polling runs only while the push
// stream is down.
import { useAvailableItemsQuery, useDraftRoomQuery, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { topics } from '@reality-draft/events';
import { useMemo } from 'react';
import { roomItems } from '../api/roomItems';

export function useDraftRoomData(draftId: string, pollMs: number, { includePicked }: { includePicked: boolean }) {
  usePushTopics(useMemo(() => [topics.draft(draftId), topics.catalog], [draftId]));
  const pollingInterval = usePollingInterval(pollMs);
  const room = useDraftRoomQuery(draftId, { pollingInterval });
  const status = room.data?.draft.status;
  const wantsItems = status === 'pending' || status === 'active';
  const available = useAvailableItemsQuery(draftId, { skip: !wantsItems, pollingInterval });
  const picks = room.data?.picks;
  const items = useMemo(() => roomItems(available.data ?? [], picks ?? [], includePicked), [available.data, picks, includePicked]);
  return { room, items, itemsLoading: wantsItems && available.isLoading };
}
