import { applyCastEvent, CAST_EVENT_TYPES, castRank, type CastEvent, type CastItem } from '@reality-draft/events';
import { defineProjection, type ProjectionContext } from '@reality-draft/kernel';

export const CATALOG_ITEMS = 'catalog_items';

/** A team or contestant as the lists read it; `rank` orders them (team or contestant number). */
export type CatalogItemDocument = CastItem & { rank: number } & Record<string, unknown>;

const toDocument = (item: CastItem) => ({ ...item, rank: castRank(item) }) as CatalogItemDocument;

/** Seeding or clearing a show replaces all of its items: the new cast's in, every other one out. */
async function replaceShow(event: Extract<CastEvent, { type: 'CastSeeded' | 'CastCleared' }>, { docs, upsert }: ProjectionContext) {
  const cast = applyCastEvent(new Map(), event);
  const current = await docs.collection<CatalogItemDocument>(CATALOG_ITEMS).find({ showType: event.data.showType });
  for (const { id } of current) if (!cast.has(id)) await upsert(CATALOG_ITEMS, id, () => null);
  for (const item of cast.values()) await upsert(CATALOG_ITEMS, item.id, () => toDocument(item));
}

/** Every show's cast, one document per team or contestant. */
export const catalogItemsProjection = () =>
  defineProjection({
    name: 'catalog.items',
    collections: [CATALOG_ITEMS],
    handles: CAST_EVENT_TYPES,
    async apply(event, context) {
      switch (event.type) {
        case 'CastSeeded':
        case 'CastCleared':
          return replaceShow(event, context);
        case 'CastMemberEliminated':
        case 'CastMemberRestored':
        case 'CastMemberPhotoSet':
          return context.upsert<CatalogItemDocument>(
            CATALOG_ITEMS,
            event.data.memberId,
            (item) => item && toDocument(applyCastEvent(new Map([[item.id, item]]), event).get(item.id)!),
          );
      }
    },
  });
