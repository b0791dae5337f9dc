// What an invite link's code finds (issue 19 §9): a draft waiting for players, one the player is
// already in, one that has started without them, no draft at all, or something that is not a code.
import { JOIN_CODE_LENGTH, type DraftSummary } from '@reality-draft/events';
import { draftLabel } from '@reality-draft/kit';

export type InviteFinding =
  | { kind: 'malformed' }
  | { kind: 'unknown' }
  | { kind: 'joinable'; draft: DraftSummary }
  | { kind: 'joined'; draft: DraftSummary }
  | { kind: 'started'; draft: DraftSummary };

/** The link's code as the join box takes it (uppercase, no spaces), or null when it cannot be a join code. */
export function inviteCodeOf(raw: string | undefined): string | null {
  const code = (raw ?? '').toUpperCase().replace(/\s+/g, '');
  return new RegExp(`^[A-Z0-9]{${JOIN_CODE_LENGTH}}$`).test(code) ? code : null;
}

export function findInvite(code: string | null, drafts: readonly DraftSummary[], yourDraftIds: ReadonlySet<string>): InviteFinding {
  if (!code) return { kind: 'malformed' };
  const draft = drafts.find((candidate) => candidate.joinCode.toUpperCase() === code);
  if (!draft) return { kind: 'unknown' };
  if (yourDraftIds.has(draft.id)) return { kind: 'joined', draft };
  return draft.status === 'pending' ? { kind: 'joinable', draft } : { kind: 'started', draft };
}

/** The sentence the invite card leads with. */
export function inviteMessage(finding: InviteFinding, raw: string): string {
  switch (finding.kind) {
    case 'malformed':
      return `This invite link's code (${raw || 'none'}) is not a join code: a join code has ${JOIN_CODE_LENGTH} characters. Ask your admin for a new link, or enter the code below.`;
    case 'unknown':
      return `No draft has the join code ${raw}. The link may be old or the draft deleted: ask your admin for a new link, or enter another code below.`;
    case 'joinable':
      return `You're invited to ${draftLabel(finding.draft)}. It starts when your admin starts it; join now to get your seat.`;
    case 'joined':
      return `You're already in ${draftLabel(finding.draft)}.`;
    case 'started':
      return `${draftLabel(finding.draft)} has already ${finding.draft.status === 'completed' ? 'finished' : 'started'}: only drafts waiting to start can be joined.`;
  }
}
