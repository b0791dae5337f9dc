import { draftLabel, type MiniGameDraft } from '@reality-draft/events';
import type { DraftDocument } from './documents';

/** A draft as the answers carry it (a document stored before league names has none). */
export const miniGameDraft = (draft: DraftDocument): MiniGameDraft => ({
  id: draft.id,
  showType: draft.showType,
  joinCode: draft.joinCode,
  name: draft.name ?? null,
});

/** How a draft is named in the send dialog and the answers: its league's name, or 'Big Brother #ABC234'. */
export const draftName = (draft: DraftDocument) => draftLabel(miniGameDraft(draft));
