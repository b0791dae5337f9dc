import { PLAYER_EVENT_TYPES, playerStream, UNIQUE_KEY_EVENT_TYPES, type PlayerAccount } from '@reality-draft/events';
import { claimUniqueKey, Conflict, fold, readStreamOf, releaseUniqueKey, uniqueKeyHolder, uniqueKeyStream, type EventStore } from '@reality-draft/kernel';
import { accountKeyDigest } from '../accounts/accountKey';
import { EMAIL_TAKEN } from './messages';
import { playerDecider } from './decide';
import { playerInLog } from './playerInLog';

const KIND = 'player-email';
/** A claim this old whose player never appeared was left by a crash mid-registration. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * An e-mail's claim is the stream of its digest (docs/accounts.md#erasure): the log never holds the
 * address in a stream's id. Claims made before were the stream of the address itself ("legacy"):
 * they still count, none is made any more, and a deletion clears them.
 */
const claimKey = accountKeyDigest;
const legacyEmailClaimStream = (email: string) => uniqueKeyStream(KIND, email);

/** The streams that may have claimed `email`: its digest's, and (before claims were digests) the address's own. */
export const emailClaimStreams = (email: string) => [uniqueKeyStream(KIND, claimKey(email)), legacyEmailClaimStream(email)];

/** Where an erased player's claim stream goes: a name that says nothing of the address. */
export const erasedClaimStream = (anonymousId: string) => uniqueKeyStream(KIND, `erased-${anonymousId}`);

/**
 * A claim is abandoned when its owner no longer uses the email (a crash between claiming a new
 * email and freeing the old one), or never came to exist.
 */
async function isAbandoned(events: EventStore, email: string, owner: string, claimedAt: string): Promise<boolean> {
  const { events: history, version } = await readStreamOf(events, playerStream(owner), PLAYER_EVENT_TYPES);
  if (version === 0) return Date.now() - Date.parse(claimedAt) > ABANDONED_AFTER_MS;
  return fold(playerDecider(owner), history).email !== email;
}

/** The holder of the e-mail's claim made before claims were digests, if it still counts. */
async function legacyHolder(events: EventStore, email: string): Promise<string | null> {
  const owner = await uniqueKeyHolder(events, KIND, email);
  if (!owner) return null;
  const { events: history } = await readStreamOf(events, legacyEmailClaimStream(email), UNIQUE_KEY_EVENT_TYPES);
  return (await isAbandoned(events, email, owner, history.at(-1)!.recordedAt)) ? null : owner;
}

export async function claimPlayerEmail(events: EventStore, email: string, playerId: string): Promise<void> {
  const legacy = await legacyHolder(events, email);
  if (legacy && legacy !== playerId) throw new Conflict(EMAIL_TAKEN);
  return claimUniqueKey(events, KIND, claimKey(email), playerId, {
    takenMessage: EMAIL_TAKEN,
    isAbandoned: (owner, claimedAt) => isAbandoned(events, email, owner, claimedAt),
  });
}

export async function releasePlayerEmail(events: EventStore, email: string, playerId: string): Promise<void> {
  await releaseUniqueKey(events, KIND, claimKey(email), playerId);
  await releaseUniqueKey(events, KIND, email, playerId);
}

/** Runs `work` holding a fresh claim on `email`; the claim is given back if `work` fails. */
export async function withEmailClaim<T>(events: EventStore, email: string, playerId: string, work: () => Promise<T>): Promise<T> {
  await claimPlayerEmail(events, email, playerId);
  try {
    return await work();
  } catch (error) {
    await releasePlayerEmail(events, email, playerId).catch(() => undefined);
    throw error;
  }
}

/** The player who signs in with `email`, as the log has it: the holder of the email's claim, if their stream says the email is theirs. */
export async function playerHoldingEmail(events: EventStore, email: string): Promise<PlayerAccount | null> {
  const owner = (await uniqueKeyHolder(events, KIND, claimKey(email))) ?? (await uniqueKeyHolder(events, KIND, email));
  if (!owner) return null;
  const player = await playerInLog(events, owner);
  return player?.email === email ? player : null;
}
