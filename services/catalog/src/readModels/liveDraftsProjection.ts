import type { DraftEvent, ShowType } from '@reality-draft/events';
import { defineProjection, type DocumentStore } from '@reality-draft/kernel';

/** The catalogue's own note of which drafts are under way, per show, from the drafts' events. */
type LiveDraftDocument = { id: string; showType: ShowType; live: boolean };

const LIVE_DRAFTS = 'catalog_live_drafts';

/** Whether an event leaves a draft under way (true), finished or waiting (false), or unchanged (undefined). */
function liveAfter(event: DraftEvent): boolean | undefined {
  switch (event.type) {
    case 'DraftStarted':
    case 'DraftReset':
    case 'PickUndone':
      return true;
    case 'DraftCompleted':
      return false;
    default:
      return undefined;
  }
}

export const liveDraftsProjection = () =>
  defineProjection({
    name: 'catalog.liveDrafts',
    collections: [LIVE_DRAFTS],
    handles: ['DraftCreated', 'DraftDeleted', 'DraftStarted', 'DraftReset', 'PickUndone', 'DraftCompleted'],
    async apply(event, { upsert }) {
      const id = event.data.draftId;
      if (event.type === 'DraftCreated') return upsert<LiveDraftDocument>(LIVE_DRAFTS, id, () => ({ id, showType: event.data.showType, live: false }));
      if (event.type === 'DraftDeleted') return upsert<LiveDraftDocument>(LIVE_DRAFTS, id, () => null);
      const live = liveAfter(event);
      if (live !== undefined) await upsert<LiveDraftDocument>(LIVE_DRAFTS, id, (draft) => draft && { ...draft, live });
    },
  });

export async function liveDraftCount(docs: DocumentStore, showType: ShowType): Promise<number> {
  return (await docs.collection<LiveDraftDocument>(LIVE_DRAFTS).find({ showType, live: true })).length;
}
