import { applyCastEvent, CAST_EVENT_TYPES, type CastItem, type ShowType } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';

/** Drafts' own copy of each show's cast (one document per show), folded from the catalogue's events. */
export type CastDocument = {
  id: ShowType;
  members: CastItem[];
};

export const CASTS = 'drafts_casts';

export const castProjection = defineProjection({
  name: 'drafts.casts',
  collections: [CASTS],
  handles: CAST_EVENT_TYPES,
  async apply(event, { upsert }) {
    const showType = event.data.showType;
    await upsert<CastDocument>(CASTS, showType, (current) => {
      const members = new Map((current?.members ?? []).map((member) => [member.id, member]));
      return { id: showType, members: [...applyCastEvent(members, event).values()] };
    });
  },
});
