/** How a draft is named wherever drafts are listed or mentioned, on the screens and in answers. */
import { SHOW_NAMES, type ShowType } from '../catalog/events';

/** The longest league name an admin may give (docs/drafts.md#league-name). */
export const MAX_LEAGUE_NAME_LENGTH = 60;

/**
 * The league's name when its admin gave one, else "Big Brother #ABC123" (docs/player-area.md#join-form).
 * `name` is required (null for none) so that every answer that carries a draft's label carries its name.
 */
export function draftLabel(draft: { showType: ShowType; joinCode: string; name: string | null }): string {
  return draft.name ?? `${SHOW_NAMES[draft.showType] ?? draft.showType} #${draft.joinCode}`;
}

/** A league name as stored: trimmed, and none when nothing is left. */
export function leagueName(input: string | undefined | null): string | null {
  const trimmed = input?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
