// A team's or contestant's photo; a broken or missing photo gives way to the number (spec 02 §8:
// failed images are hidden, initials or number instead).
import { cn } from '@reality-draft/kit';
import { isTeam } from '@reality-draft/events';
import { useState } from 'react';
import { itemPhoto, type DraftItem } from '../api/roomItems';

function fallbackText(item: DraftItem): string {
  if (isTeam(item)) return String(item.teamNumber);
  const words = item.name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? words[words.length - 1].charAt(0) : ''}`.toUpperCase() || '?';
}

export function ItemAvatar({ item, className }: { item: DraftItem; className?: string }) {
  const photo = itemPhoto(item);
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = photo && failed !== photo;
  return (
    <div
      aria-hidden
      className={cn(
        'flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-brand-100 to-fuchsia-100 text-sm font-bold text-brand-700 ring-1 ring-inset ring-brand-200/60',
        className,
      )}
    >
      {showPhoto ? <img src={photo} alt="" className="h-full w-full object-cover" onError={() => setFailed(photo)} loading="lazy" /> : fallbackText(item)}
    </div>
  );
}
