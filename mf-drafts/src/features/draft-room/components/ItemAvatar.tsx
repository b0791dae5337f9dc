// A team's or contestant's photo in the room: the kit's CastPhoto (a missing or broken photo gives
// way to the initials or the team's number, docs/player-area.md#missing-photo) in the room's rounded frame. Its size and
// the fallback's text size come from className.
import { CastPhoto, cn } from '@reality-draft/kit';
import type { DraftItem } from '../model/roomItems';

export function ItemAvatar({ item, className }: { item: DraftItem; className: string }) {
  return <CastPhoto member={item} size="small" className={cn('rounded-xl ring-1 ring-inset ring-brand-200/60', className)} />;
}
