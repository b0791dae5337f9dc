/** A signed-out invite link's look-up (docs/drafts.md#invite): a join code is a secret, so look-ups are few. */

/** Look-ups one address may make a minute before the answer is 429. */
export const INVITE_LOOKUPS_PER_MINUTE = 30;

export const INVITE_NOT_FOUND = 'No draft found for this invite.';
export const TOO_MANY_INVITE_LOOKUPS = 'Too many invite look-ups from this address. Wait a minute and try again.';
