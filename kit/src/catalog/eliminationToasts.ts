// The toasts of eliminating and restoring a team or contestant, wherever an admin does it (the draft
// room, Data Tools, the points dialog). The failure text is the spec's (01 §8).
import { castItemKind, type ShowType } from '@reality-draft/events';
import type { ToastInput } from '../toast/toastStore';
import { castOutLine } from './castOutLabel';

export function eliminationFailure(showType: ShowType): ToastInput {
  return { title: 'Error', description: `Failed to update ${castItemKind(showType)} status`, variant: 'destructive' };
}

/** "Ava & Ben: Eliminated in week 2" / "Jo Park is back in the game". */
export function eliminationSuccess(showType: ShowType, name: string, eliminated: boolean, eliminatedIn: number | null = null): ToastInput {
  return eliminated
    ? { title: castOutLine(showType, null), description: `${name}: ${castOutLine(showType, eliminatedIn)}.` }
    : { title: 'Restored', description: `${name} is back in the game.` };
}
