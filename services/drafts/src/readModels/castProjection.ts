import { applyCastEvent, CAST_EVENT_TYPES, type CastItem, type ShowType } from '@reality-draft/events';
import { defineProjection, type Projection } from '@reality-draft/kernel';
import type { DocumentsInMemory } from './documentsInMemory';

/** Drafts' own copy of each show's cast (one document per show), folded from the catalogue's events. */
export type CastDocument = {
  id: ShowType;
  members: CastItem[];
};

export const CASTS = 'drafts_casts';
export const CASTS_PROJECTION = 'drafts.casts';

/** Kept in memory too (`casts`): every room answer shows its show's cast. */
export function castProjection(casts: DocumentsInMemory<CastDocument>): Projection {
  return defineProjection({
    name: CASTS_PROJECTION,
    collections: [CASTS],
    handles: CAST_EVENT_TYPES,
    async apply(event, { upsert }) {
      const showType = event.data.showType;
      await casts.upsert(upsert, showType, (current) => {
        const members = new Map((current?.members ?? []).map((member) => [member.id, member]));
        return { id: showType, members: [...applyCastEvent(members, event).values()] };
      });
    },
  });
}
