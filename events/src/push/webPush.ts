/**
 * Web Push (docs/notifications.md): what the notifier sends a player's devices, and what the service
 * worker reads from a push message's decrypted body. One payload type per notice, each with the room
 * to open on click (`url`), the notification's `title` and `body`, and a `tag` so a newer notice of a
 * draft replaces the older one on the device.
 */
import { SHOW_NAMES, type ShowType } from '../catalog/events';
import { draftLabel } from '../drafts/draftLabel';
import { RECAP_TEXTS } from '../league/recaps';
import { NEXT_SEASON_TEXTS } from '../league/seasons';
import type { TradeStatus } from '../league/trades';

export const WEB_PUSH_TYPES = [
  'draft-starts-soon',
  'draft-started',
  'your-turn',
  'up-next',
  'auto-picked',
  'auto-pick-on',
  'recap-in',
  'claim-settled',
  'trade',
  'next-season',
] as const;
export type WebPushType = (typeof WEB_PUSH_TYPES)[number];

interface PayloadBase<T extends WebPushType> {
  type: T;
  draftId: string;
  /** The app's path to open on click: the draft's room. */
  url: string;
  title: string;
  body: string;
  tag: string;
}

export type DraftStartsSoonPush = PayloadBase<'draft-starts-soon'> & { startsAt: string };
export type DraftStartedPush = PayloadBase<'draft-started'>;
export type YourTurnPush = PayloadBase<'your-turn'> & { pickNumber: number; secondsLeft: number };
export type UpNextPush = PayloadBase<'up-next'> & { pickNumber: number };
export type AutoPickedPush = PayloadBase<'auto-picked'> & { pickNumber: number; itemLabel: string };
export type AutoPickOnPush = PayloadBase<'auto-pick-on'>;
export type RecapInPush = PayloadBase<'recap-in'> & { period: number };
export type ClaimSettledPush = PayloadBase<'claim-settled'> & { claimId: string; won: boolean };
export type TradePush = PayloadBase<'trade'> & { tradeId: string; status: TradeStatus };
export type NextSeasonPush = PayloadBase<'next-season'> & { previousDraftId: string; joinCode: string };

export type WebPushPayload =
  | DraftStartsSoonPush
  | DraftStartedPush
  | YourTurnPush
  | UpNextPush
  | AutoPickedPush
  | AutoPickOnPush
  | RecapInPush
  | ClaimSettledPush
  | TradePush
  | NextSeasonPush;

/** What a notice names of its draft. */
export interface PushedDraft {
  draftId: string;
  showType: ShowType;
  joinCode: string;
  name: string | null;
}

/** The room a notice opens. */
export const draftRoomPath = (draftId: string) => `/draft/${draftId}`;

/** A draft's invite link's path (issue 19 §9): the join with the code filled in, after sign-in when needed. */
export const invitePath = (joinCode: string) => `/join/${encodeURIComponent(joinCode)}`;

/** A draft's league page: its chat, recaps and predictions (docs/league.md), for its players and its admin. */
export const leaguePath = (draftId: string) => `/league/${encodeURIComponent(draftId)}`;

/** "0:58", "1:30". */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function base<T extends WebPushType>(type: T, draft: PushedDraft, body: string): PayloadBase<T> {
  return { type, draftId: draft.draftId, url: draftRoomPath(draft.draftId), title: draftLabel(draft), body, tag: `${type}:${draft.draftId}` };
}

/**
 * Notices older than this are not sent (docs/notifications.md#what-is-pushed): a copy catching up after a
 * restart, or a read model rebuilt, does not replay a night's pushes (or mails).
 */
export const FRESH_FOR_MS = 60_000;

/** How long before a scheduled start its players hear of it. */
export const STARTS_SOON_MS = 10 * 60_000;

/** Each notice's payload, worded once. */
export const webPushPayloads = {
  draftStartsSoon: (draft: PushedDraft, startsAt: string, minutes: number): DraftStartsSoonPush => ({
    ...base(
      'draft-starts-soon',
      draft,
      `Your ${SHOW_NAMES[draft.showType] ?? draft.showType} draft starts in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}`,
    ),
    startsAt,
  }),
  draftStarted: (draft: PushedDraft): DraftStartedPush => base('draft-started', draft, 'The draft has started: open the room'),
  yourTurn: (draft: PushedDraft, pickNumber: number, secondsLeft: number): YourTurnPush => ({
    ...base('your-turn', draft, `You're on the clock: pick ${pickNumber}, ${clockText(secondsLeft)} left`),
    pickNumber,
    secondsLeft,
  }),
  upNext: (draft: PushedDraft, pickNumber: number): UpNextPush => ({
    ...base('up-next', draft, `You're up next: pick ${pickNumber}`),
    pickNumber,
  }),
  autoPicked: (draft: PushedDraft, pickNumber: number, itemLabel: string): AutoPickedPush => ({
    ...base('auto-picked', draft, `Pick ${pickNumber} was made for you: ${itemLabel}`),
    pickNumber,
    itemLabel,
  }),
  autoPickOn: (draft: PushedDraft): AutoPickOnPush => base('auto-pick-on', draft, 'Auto-pick is on for you: two turns timed out. Open the room to turn it off'),
  /** Opens the league page; one per league and period, so a correction's push replaces the first. */
  recapIn: (draft: PushedDraft, period: number, correction: boolean): RecapInPush => ({
    ...base('recap-in', draft, RECAP_TEXTS.pushTitle(draft.showType, period, correction)),
    url: leaguePath(draft.draftId),
    tag: `recap-in:${draft.draftId}:${period}`,
    period,
  }),
  /** To the claimant, once their replacement claim settles (docs/league.md#replacements). */
  claimSettled: (draft: PushedDraft, claim: { claimId: string; won: boolean; dropLabel: string; addLabel: string; fromText: string }): ClaimSettledPush => ({
    ...base(
      'claim-settled',
      draft,
      claim.won
        ? `Your claim won: ${claim.addLabel} replaces ${claim.dropLabel} on your roster from ${claim.fromText}`
        : `Your claim for ${claim.addLabel} did not win`,
    ),
    url: leaguePath(draft.draftId),
    tag: `claim-settled:${claim.claimId}`,
    claimId: claim.claimId,
    won: claim.won,
  }),
  /** To the players of the season before, when their league starts again (docs/league.md#seasons): opens the one-click join. */
  nextSeason: (draft: PushedDraft, previousDraftId: string): NextSeasonPush => ({
    ...base('next-season', draft, NEXT_SEASON_TEXTS.pushBody(draftLabel(draft))),
    url: invitePath(draft.joinCode),
    previousDraftId,
    joinCode: draft.joinCode,
  }),
  /** To the players of a trade as it moves (docs/league.md#trades); one per trade, so the latest replaces the earlier. */
  trade: (draft: PushedDraft, tradeId: string, status: TradeStatus, body: string): TradePush => ({
    ...base('trade', draft, body),
    url: leaguePath(draft.draftId),
    tag: `trade:${tradeId}`,
    tradeId,
    status,
  }),
};

/** GET /api/push/vapid-public-key: the application server key a browser subscribes with (base64url, RFC 8292). */
export interface VapidPublicKey {
  publicKey: string;
}

/** POST /push/subscriptions: the endpoint now told of the player's turns (201 new, 200 already kept). */
export interface PushSubscribed {
  endpoint: string;
}
