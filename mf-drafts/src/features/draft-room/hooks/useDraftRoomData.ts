// A room's data: the draft (draft, participants, picks) and its teams or contestants. Push notices
// for the draft and the catalogue keep them fresh; the spec's polling runs only while the push
// stream is down. Once the draft is gone (deleted, 404, or not the viewer's, 403) the room stops
// following it: no topics, no polling, no item reads, whatever data RTK Query still holds.
// Each read selects only what the room shows (its data, whether it is loading, the error), so a
// refetch's isFetching flips do not re-render the whole room twice.
import { draftsApi, useAvailableItemsQuery, useDraftRoomQuery, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { topics } from '@reality-draft/events';
import { useMemo } from 'react';
import { isRoomGone } from '../model/roomAccess';
import { roomItems } from '../model/roomItems';

const selectError = ({ error }: { error?: unknown }) => ({ error });
const selectShown = <T>({ data, isLoading }: { data?: T; isLoading: boolean }) => ({ data, isLoading });

export function useDraftRoomData(draftId: string, pollMs: number, { includePicked }: { includePicked: boolean }) {
  // The cached read's last error decides before the room subscribes, so a gone room is not polled.
  const gone = isRoomGone(draftsApi.endpoints.draftRoom.useQueryState(draftId, { selectFromResult: selectError }).error);
  const polling = usePollingInterval(pollMs);
  const pollingInterval = gone ? 0 : polling;
  usePushTopics(useMemo(() => (gone ? [] : [topics.draft(draftId), topics.catalog]), [draftId, gone]));
  const room = useDraftRoomQuery(draftId, { pollingInterval, selectFromResult: selectShown });
  const status = room.data?.draft.status;
  const wantsItems = !gone && (status === 'pending' || status === 'active');
  const available = useAvailableItemsQuery(draftId, { skip: !wantsItems, pollingInterval, selectFromResult: selectShown });
  const picks = room.data?.picks;
  const items = useMemo(() => roomItems(available.data ?? [], picks ?? [], includePicked), [available.data, picks, includePicked]);
  return { room, gone, items, itemsLoading: wantsItems && available.isLoading };
}
