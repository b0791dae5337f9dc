// The dashboard's live-draft step in words. While the commissioner has the draft paused it says so,
// never that it is anyone's turn: the room tells the player on the clock they are up once it resumes.
import type { DraftSummary } from '@reality-draft/events';
import { draftLabel } from '@reality-draft/kit';

export function liveStepWords(draft: DraftSummary): { title: string; text: string } {
  const label = draftLabel(draft);
  return draft.paused
    ? { title: 'Your draft is paused', text: `The commissioner paused ${label}. Picking goes on when it resumes; the room tells you when you're up.` }
    : { title: 'Your draft is live!', text: `${label} is picking now. Head into the draft room so you don't miss your turn.` };
}
