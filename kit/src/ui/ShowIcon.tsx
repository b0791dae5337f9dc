// The icon of a show: a house (Big Brother), a plane (Amazing Race), a palm tree (Survivor).
import type { ShowType } from '@reality-draft/events';
import { House, Palmtree, Plane, type LucideIcon } from 'lucide-react';
import { IconTile } from './IconTile';

export const SHOW_ICONS: Record<ShowType, LucideIcon> = {
  big_brother: House,
  amazing_race: Plane,
  survivor: Palmtree,
};

export function ShowIcon({ showType, className }: { showType: ShowType; className?: string }) {
  const Icon = SHOW_ICONS[showType] ?? House;
  return <Icon aria-hidden className={className ?? 'h-5 w-5'} />;
}

/** The show's icon on its tile, leading a draft's or a game's row. */
export function ShowIconTile({ showType }: { showType: ShowType }) {
  return (
    <IconTile>
      <ShowIcon showType={showType} />
    </IconTile>
  );
}
