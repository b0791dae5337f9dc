// How the data a browser holds takes the change a push notice carries (ChangeNotice.changes), by
// topic prefix: the drafts API registers the draft room's (applyRoomChange on the cached room). An
// applier answers true when the data held now shows the change, false when it cannot (no data held,
// or a gap in versions): the push client then refetches as for a notice without a change.
import type { Dispatch } from '@reduxjs/toolkit';

export type ChangeApplier = (topic: string, change: unknown, dispatch: Dispatch) => boolean;

const appliers = new Map<string, ChangeApplier>();

export function registerChangeApplier(topicPrefix: string, apply: ChangeApplier): void {
  appliers.set(topicPrefix, apply);
}

/** Applies `change` to the data held for `topic`; true when it now shows the change. */
export function applyHeldChange(topic: string, change: unknown, dispatch: Dispatch): boolean {
  for (const [prefix, apply] of appliers) if (topic.startsWith(prefix)) return apply(topic, change, dispatch);
  return false;
}
