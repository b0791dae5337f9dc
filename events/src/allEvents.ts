/**
 * Every event the log holds, as one union. Consumers (projections, push topics, the turn clock)
 * name the event types they handle and get exactly those events, typed, without casts
 * (`defineProjection` and `isEventOf` in the kernel). An event's `type` names it across the whole
 * log, so type names are unique across services (checked below and in allEvents.unit.spec.ts).
 */
import type { CastEvent } from './catalog/events';
import type { ChatEvent } from './chat/events';
import type { DraftEvent, PickQueueSet } from './drafts/events';
import type { AdminEvent, PlaintextErased, PlayerEvent } from './identity/events';
import type { MiniGameCatalogueSaved } from './minigames/catalogueSettings';
import type { AttemptEvent, MiniGameEvent } from './minigames/events';
import type { PredictionEvent } from './league/predictions';
import type { PeriodResultsSaved } from './league/recaps';
import type { ReplacementEvent } from './league/replacements';
import type { LeagueRulesSet } from './league/rules';
import type { TradeEvent } from './league/trades';
import type { PointEvent, SpoilerEvent } from './scoring/events';
import type { UniqueKeyEvent } from './uniqueKeys/events';

/** Add each new service's event union here (and its type list below). */
export type AnyEvent =
  | PlayerEvent
  | AdminEvent
  | PlaintextErased
  | CastEvent
  | DraftEvent
  | PickQueueSet
  | ChatEvent
  | PointEvent
  | SpoilerEvent
  | PredictionEvent
  | PeriodResultsSaved
  | LeagueRulesSet
  | ReplacementEvent
  | TradeEvent
  | MiniGameEvent
  | AttemptEvent
  | MiniGameCatalogueSaved
  | UniqueKeyEvent;

export type EventType = AnyEvent['type'];

/** The event (or union of events) with the given type name(s). */
export type EventOfType<T extends EventType> = Extract<AnyEvent, { type: T }>;

/** Every type name of an event union, listed once: the mapped type makes the compiler refuse a missing or unknown name. */
type TypeList<E extends AnyEvent> = { [T in E['type']]: T };
const typesOf = <E extends AnyEvent>(names: TypeList<E>): E['type'][] => Object.values(names);

export const PLAYER_EVENT_TYPES = typesOf<PlayerEvent>({
  PlayerRegistered: 'PlayerRegistered',
  PlayerEmailChanged: 'PlayerEmailChanged',
  PlayerPasswordReset: 'PlayerPasswordReset',
  PlayerDeleted: 'PlayerDeleted',
});

export const ADMIN_EVENT_TYPES = typesOf<AdminEvent>({ AdminCreated: 'AdminCreated' });

export const CAST_EVENT_TYPES = typesOf<CastEvent>({
  CastSeeded: 'CastSeeded',
  CastCleared: 'CastCleared',
  CastMemberEliminated: 'CastMemberEliminated',
  CastMemberRestored: 'CastMemberRestored',
  CastMemberPhotoSet: 'CastMemberPhotoSet',
});

/** The events of a draft's own stream (`draft-{id}`); a pick queue has its own stream. */
export const DRAFT_EVENT_TYPES = typesOf<DraftEvent>({
  DraftCreated: 'DraftCreated',
  PlayerJoinedDraft: 'PlayerJoinedDraft',
  DraftStarted: 'DraftStarted',
  PickMade: 'PickMade',
  DraftCompleted: 'DraftCompleted',
  DraftReset: 'DraftReset',
  DraftPaused: 'DraftPaused',
  DraftResumed: 'DraftResumed',
  PickUndone: 'PickUndone',
  DraftStartScheduled: 'DraftStartScheduled',
  DraftStartCancelled: 'DraftStartCancelled',
  DraftStartMissed: 'DraftStartMissed',
  AutoPickSet: 'AutoPickSet',
  DraftDeleted: 'DraftDeleted',
});

export const CHAT_EVENT_TYPES = typesOf<ChatEvent>({
  ChatMessagePosted: 'ChatMessagePosted',
  ChatMessageRemoved: 'ChatMessageRemoved',
  ChatReactionSet: 'ChatReactionSet',
});

export const PREDICTION_EVENT_TYPES = typesOf<PredictionEvent>({ PredictionMade: 'PredictionMade', PredictionSettingsSet: 'PredictionSettingsSet' });

/** The events of a league's own stream (`league-{draftId}`). */
export const LEAGUE_EVENT_TYPES = typesOf<LeagueRulesSet | ReplacementEvent | TradeEvent>({
  LeagueRulesSet: 'LeagueRulesSet',
  ReplacementClaimed: 'ReplacementClaimed',
  ReplacementSettled: 'ReplacementSettled',
  TradeProposed: 'TradeProposed',
  TradeAccepted: 'TradeAccepted',
  TradeDeclined: 'TradeDeclined',
  TradeCancelled: 'TradeCancelled',
  TradeVetoed: 'TradeVetoed',
  TradeCompleted: 'TradeCompleted',
  TradeFailed: 'TradeFailed',
});

export const POINT_EVENT_TYPES = typesOf<PointEvent>({ PointsEntered: 'PointsEntered', PointsCorrected: 'PointsCorrected', PointsRemoved: 'PointsRemoved' });

/** The events of a mini-game's own stream (`minigame-{id}`). */
export const MINI_GAME_EVENT_TYPES = typesOf<MiniGameEvent>({
  MiniGameSent: 'MiniGameSent',
  MiniGameFinished: 'MiniGameFinished',
  MiniGameAttemptsReset: 'MiniGameAttemptsReset',
  MiniGameDeleted: 'MiniGameDeleted',
});

/** The events of a player's attempt stream. */
export const ATTEMPT_EVENT_TYPES = typesOf<AttemptEvent>({
  MiniGameAttemptStarted: 'MiniGameAttemptStarted',
  MiniGameProgressSaved: 'MiniGameProgressSaved',
  MiniGameAttemptCompleted: 'MiniGameAttemptCompleted',
});

export const UNIQUE_KEY_EVENT_TYPES = typesOf<UniqueKeyEvent>({ UniqueKeyClaimed: 'UniqueKeyClaimed', UniqueKeyReleased: 'UniqueKeyReleased' });

/** Each service's event type names; no name may appear under two services. */
export const EVENT_TYPES_BY_SERVICE = {
  identity: [...PLAYER_EVENT_TYPES, ...ADMIN_EVENT_TYPES, 'PlaintextErased'],
  catalog: CAST_EVENT_TYPES,
  drafts: [...DRAFT_EVENT_TYPES, 'PickQueueSet', ...CHAT_EVENT_TYPES],
  scoring: [...POINT_EVENT_TYPES, 'SpoilerGuardSet', ...PREDICTION_EVENT_TYPES, 'PeriodResultsSaved', ...LEAGUE_EVENT_TYPES],
  minigames: [...MINI_GAME_EVENT_TYPES, ...ATTEMPT_EVENT_TYPES, 'MiniGameCatalogueSaved'],
  kernel: UNIQUE_KEY_EVENT_TYPES,
} satisfies Record<string, EventType[]>;

type ListedType = (typeof EVENT_TYPES_BY_SERVICE)[keyof typeof EVENT_TYPES_BY_SERVICE][number];

/** Every event type name of the log. */
export const ALL_EVENT_TYPES: EventType[] = Object.values(EVENT_TYPES_BY_SERVICE).flat();

/** Compiles only while every member of AnyEvent is listed under a service above (else the error names the missing type). */
export const EVERY_EVENT_TYPE_LISTED: [Exclude<EventType, ListedType>] extends [never] ? true : Exclude<EventType, ListedType> = true;
