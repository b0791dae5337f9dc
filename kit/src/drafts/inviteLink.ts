// A draft's invite link (issue 19 §9, beyond the spec): `<origin>/join/<code>` opens the join with the
// code filled in (after sign-in when needed). The path is written once in events (a push opens it too).
import { invitePath } from '@reality-draft/events';

export { invitePath };

export const INVITE_ROUTE = '/join/:code';

export function inviteLink(joinCode: string, origin: string = window.location.origin): string {
  return `${origin}${invitePath(joinCode)}`;
}
