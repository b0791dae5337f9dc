// How a signed-out invite reads (issue 28 §7): the draft, its commissioner, who has joined and when it
// starts; and what the page says when the code finds nothing or the look-ups ran out.
import { SHOW_NAMES, type InviteView } from '@reality-draft/events';
import { startsInText, startTimeText } from '@reality-draft/kit/host';

// The server's own words for a look-up past the limit (429), as its answer's message says it.
export { TOO_MANY_INVITE_LOOKUPS } from '@reality-draft/events';

export const INVITE_HEADING = (invite: Pick<InviteView, 'draftLabel'>) => `You're invited to ${invite.draftLabel}`;

export function joinedText(playerCount: number): string {
  if (playerCount <= 0) return 'No one has joined yet';
  return playerCount === 1 ? '1 player has joined' : `${playerCount} players have joined`;
}

/** When it starts: "Wed 2 Dec, 20:00 (Starts in 2 h 14 min)", or what stands in for a time. */
export function startText(invite: Pick<InviteView, 'startsAt' | 'status'>, now: number, timeZone?: string): string {
  if (invite.status === 'active') return 'Under way now';
  if (invite.status === 'completed') return 'This draft has finished';
  if (!invite.startsAt) return 'When the commissioner starts it';
  return `${startTimeText(invite.startsAt, timeZone)} (${startsInText(invite.startsAt, now)})`;
}

export interface InviteFact {
  term: string;
  detail: string;
}

export function inviteFacts(invite: InviteView, now: number, timeZone?: string): InviteFact[] {
  return [
    { term: 'Show', detail: SHOW_NAMES[invite.showType] ?? invite.showType },
    ...(invite.commissionerName ? [{ term: 'Commissioner', detail: invite.commissionerName }] : []),
    { term: 'Players', detail: joinedText(invite.playerCount) },
    { term: 'Starts', detail: startText(invite, now, timeZone) },
  ];
}

export const INVITE_NEXT_STEP = 'Create your player account below to take your seat, or log in if you have one.';

export const unknownInviteText = (code: string) =>
  `No draft has the join code ${code}. The link may be old or the draft deleted: ask your commissioner for a new link.`;
export const INVITE_NOT_LOADED = 'The invite could not be loaded just now. You can still create your account or log in below.';
