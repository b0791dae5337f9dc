import type { ShowType } from '@reality-draft/events';
import type { Principal } from '@reality-draft/kernel';
import type { PointCell } from '../readModels/documents';

/** Who is looking, and (for a player) up to which week or episode they have watched each show. */
export interface Viewer {
  principal: Principal;
  /** Empty for admins: they always see everything. */
  watched: Partial<Record<ShowType, number | null>>;
}

/** Everything counted, as an admin sees the standings (no spoiler guard). */
export const ADMIN_VIEW: Viewer = { principal: { id: '', userType: 'admin' }, watched: {} };

/** Whether a results entry aired within the viewer's spoiler guard; mini-game awards always count. */
export function counts(viewer: Viewer, cell: PointCell): boolean {
  if (cell.source !== 'results') return true;
  const through = viewer.watched[cell.showType];
  return through === undefined || through === null || cell.period <= through;
}
