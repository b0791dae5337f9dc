import type { CastItem, ShowType } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';
import { CATALOG_ITEMS, type CatalogItemDocument } from './catalogItemsProjection';

function toItem(document: CatalogItemDocument): CastItem {
  const { rank: _rank, lastPosition: _lastPosition, ...item } = document;
  // Documents written before eliminations kept their period lack the field until replayed.
  return { ...item, eliminatedIn: item.eliminatedIn ?? null };
}

/** Reads of the catalogue's read model. */
export class CatalogQueries {
  constructor(private readonly docs: DocumentStore) {}

  private get items() {
    return this.docs.collection<CatalogItemDocument>(CATALOG_ITEMS);
  }

  /** A show's cast by team or contestant number, eliminated members included. */
  async list(showType: ShowType): Promise<CastItem[]> {
    return (await this.items.find({ showType }, { sort: { rank: 1 } })).map(toItem);
  }

  async item(id: string): Promise<CastItem | null> {
    const document = await this.items.findOne({ id });
    return document && toItem(document);
  }
}
