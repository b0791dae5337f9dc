import { webPushPayloads } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { FRESH_FOR_MS, pushedDraft, type Notice } from '../notices/draftNotices';
import { notifiedDrafts } from './notifiedDrafts';

export const RECAP_PUSHES = 'notify_recap_pushes';

/** A period's last recap push (the time of the save it was for), so a run of saves (the spec's client saves entry by entry) pushes once. */
interface RecapPush extends Record<string, unknown> {
  id: string;
  pushedAt: number;
}

/** After a recap's first push, a correction pushes again only once this long has passed since the last one. */
export const RECAP_QUIET_MS = 10 * 60_000;

/**
 * "Episode 3 recap is in" (docs/notifications.md#what-is-pushed): when a period's results are saved, each
 * player of every started league of the show hears of it once; a correction later says the recap was
 * updated. A projection, so only the read models' lease holder sends, and a catch-up sends nothing old.
 */
export function recapNotifier(outlets: { send(notice: Notice): void; now(): number }) {
  return defineProjection({
    name: 'notify.recaps',
    collections: [RECAP_PUSHES],
    handles: ['PeriodResultsSaved'],
    async apply(event, { docs }) {
      // Decided on the log's own times, never the clock, so a rebuild writes what the live copy wrote; only a fresh event is sent.
      const at = Date.parse(event.recordedAt);
      const { showType, period, correction } = event.data;
      const pushes = docs.collection<RecapPush>(RECAP_PUSHES);
      const id = `${showType}-${period}`;
      const last = await pushes.findOne({ id });
      if (last && (!correction || at - last.pushedAt < RECAP_QUIET_MS)) return;
      await pushes.updateOne({ id }, { id, pushedAt: at }, { upsert: true });
      if (outlets.now() - at > FRESH_FOR_MS) return;
      for (const { state } of await notifiedDrafts(docs).find()) {
        if (state.deleted || state.showType !== showType || (state.status !== 'active' && state.status !== 'completed')) continue;
        const payload = webPushPayloads.recapIn(pushedDraft(state), period, Boolean(last));
        for (const playerId of state.participants) outlets.send({ playerId, payload });
      }
    },
  });
}
