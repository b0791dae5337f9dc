// A draft's invite link (issue 19 §9, beyond the spec): `<origin>/join/<code>` opens the join with the
// code filled in (after sign-in when needed).
export const INVITE_ROUTE = '/join/:code';

export function invitePath(joinCode: string): string {
  return `/join/${encodeURIComponent(joinCode)}`;
}

export function inviteLink(joinCode: string, origin: string = window.location.origin): string {
  return `${origin}${invitePath(joinCode)}`;
}
