import { periodName, webPushPayloads } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { FRESH_FOR_MS, pushedDraft, type Notice } from '../notices/draftNotices';
import { notifiedDrafts } from './notifiedDrafts';

/**
 * A settled replacement claim, told to the player who made it (docs/notifications.md#what-is-pushed):
 * won, what joins their roster and from when; lost. Keeps no documents: a claim settles once, and a
 * catch-up pushes nothing old.
 */
export function claimNotifier(outlets: { send(notice: Notice): void; now(): number }) {
  return defineProjection({
    name: 'notify.claims',
    collections: [],
    handles: ['ReplacementSettled'],
    async apply(event, { docs }) {
      if (outlets.now() - Date.parse(event.recordedAt) > FRESH_FOR_MS) return;
      const { draftId, claimId, playerId, won, dropLabel, addLabel, fromPeriod } = event.data;
      const draft = await notifiedDrafts(docs).findOne({ id: draftId });
      if (!draft || draft.state.deleted) return;
      const fromText = periodName(draft.state.showType, fromPeriod);
      outlets.send({ playerId, payload: webPushPayloads.claimSettled(pushedDraft(draft.state), { claimId, won, dropLabel, addLabel, fromText }) });
    },
  });
}
