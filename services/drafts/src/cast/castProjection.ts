import { applyCastEvent, CAST_STREAM_PREFIX, type CastEvent, type CastItem, type ShowType } from '@reality-draft/events';
import type { Projection } from '@reality-draft/kernel';

/** Drafts' own copy of each show's cast (one document per show), folded from the catalogue's events. */
export type CastDocument = {
  id: ShowType;
  members: CastItem[];
};

export const CASTS = 'drafts_casts';

export const castProjection: Projection = {
  name: 'drafts.casts',
  collections: [CASTS],
  async apply(recorded, { upsert }) {
    if (!recorded.streamId.startsWith(CAST_STREAM_PREFIX)) return;
    const event = recorded as unknown as CastEvent;
    const showType = event.data.showType;
    await upsert<CastDocument>(CASTS, showType, (current) => {
      const members = new Map((current?.members ?? []).map((member) => [member.id, member]));
      return { id: showType, members: [...applyCastEvent(members, event).values()] };
    });
  },
};
