/** How a draft is named wherever drafts are listed or mentioned, on the screens and in answers. */
import { SHOW_NAMES, type ShowType } from '../catalog/events';

/** "Big Brother #ABC123" (docs/player-area.md#join-form). */
export function draftLabel(draft: { showType: ShowType; joinCode: string }): string {
  return `${SHOW_NAMES[draft.showType] ?? draft.showType} #${draft.joinCode}`;
}
