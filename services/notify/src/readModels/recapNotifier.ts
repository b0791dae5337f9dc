import { webPushPayloads } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { FRESH_FOR_MS, pushedDraft, type Notice } from '../notices/draftNotices';
import { notifiedDrafts } from './notifiedDrafts';

export const RECAP_PUSHES = 'notify_recap_pushes';

/** A period's last recap push, so a run of saves (the spec's client saves entry by entry) pushes once. */
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
      const now = outlets.now();
      if (now - Date.parse(event.recordedAt) > FRESH_FOR_MS) return;
      const { showType, period, correction } = event.data;
      const pushes = docs.collection<RecapPush>(RECAP_PUSHES);
      const id = `${showType}-${period}`;
      const last = await pushes.findOne({ id });
      if (last && (!correction || now - last.pushedAt < RECAP_QUIET_MS)) return;
      await pushes.updateOne({ id }, { id, pushedAt: now }, { upsert: true });
      for (const { state } of await notifiedDrafts(docs).find()) {
        if (state.deleted || state.showType !== showType || (state.status !== 'active' && state.status !== 'completed')) continue;
        const payload = webPushPayloads.recapIn(pushedDraft(state), period, Boolean(last));
        for (const playerId of state.participants) outlets.send({ playerId, payload });
      }
    },
  });
}
