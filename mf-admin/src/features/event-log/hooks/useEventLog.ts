// The Event log screen's state: the view (filter and start), the pages read so far (their cursors),
// and following live: the push topic `log` (admins only) reads the last page again as events arrive,
// a full last page opens the next at once, and polling stands in while the push stream is down.
import { usePushConnected, usePushTopics } from '@reality-draft/kit';
import { topics } from '@reality-draft/events';
import { useCallback, useEffect, useState } from 'react';
import { eventLogApi } from '../api/eventLogApi';
import type { EventLogView } from '../model/eventLogFilter';

/** How often the last page is read again while following without the push stream. */
const FOLLOW_POLL_MS = 5_000;

export function useEventLog() {
  const [view, setView] = useState<EventLogView>({ after: 0 });
  const [cursors, setCursors] = useState<number[]>([0]);
  const [following, setFollowing] = useState(false);
  usePushTopics(following ? [topics.log] : []);
  const connected = usePushConnected();
  const last = eventLogApi.useEventLogPageQuery({ ...view, after: cursors.at(-1)! }, { pollingInterval: following && !connected ? FOLLOW_POLL_MS : 0 });
  const next = last.data?.next ?? null;

  const show = useCallback((shown: EventLogView) => {
    setView(shown);
    setCursors([shown.after]);
  }, []);
  const readMore = useCallback(() => {
    if (next !== null) setCursors((read) => (read.at(-1) === next ? read : [...read, next]));
  }, [next]);

  useEffect(() => {
    if (following) readMore();
  }, [following, readMore]);

  return {
    view,
    cursors,
    following,
    setFollowing,
    show,
    readMore: next === null ? undefined : readMore,
    atEnd: last.isSuccess && next === null,
    lastPage: last,
  };
}
