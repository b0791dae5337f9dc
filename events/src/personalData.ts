/**
 * Personal data in events (docs/accounts.md#erasure): which fields of which events name a person,
 * and whose they are. The log holds them sealed with the person's own key; erasing the person
 * destroys the key, and every reader then sees ERASED where the field was.
 */

/** What a sealed field reads as once its person's key is gone, and what a cleared plaintext field holds. */
export const ERASED = '[erased]';

/** How a deleted player is named wherever they appear: their picks and points stay, their name does not. */
export const DELETED_PLAYER_NAME = 'Deleted player';

interface PersonalFieldRule {
  /** The data field holding the person's id: whose key seals the fields. */
  owner: string;
  fields: readonly string[];
}

const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldRule>> = {
  PlayerRegistered: { owner: 'playerId', fields: ['email', 'firstName', 'lastName'] },
  PlayerEmailChanged: { owner: 'playerId', fields: ['email', 'previousEmail'] },
  AdminCreated: { owner: 'adminId', fields: ['email', 'firstName', 'lastName'] },
  ChatMessagePosted: { owner: 'authorId', fields: ['text'] },
};

/** The personal fields of an event and the person they belong to; undefined for an event that names no one. */
export function personalFieldsOf(event: { type: string; data: unknown }): { ownerId: string; fields: readonly string[] } | undefined {
  const rule = PERSONAL_FIELDS[event.type];
  const ownerId = rule && (event.data as Record<string, unknown> | null)?.[rule.owner];
  return typeof ownerId === 'string' ? { ownerId, fields: rule.fields } : undefined;
}

/** What a service's copy of a deleted player's names becomes: "Deleted player", no e-mail. */
export const DELETED_PLAYER_NAMES = { firstName: DELETED_PLAYER_NAME, lastName: null, email: null } as const;

/** The events that change how a person is named: what each service's copy of people follows. */
export const PEOPLE_EVENT_TYPES: ('PlayerRegistered' | 'PlayerEmailChanged' | 'PlayerDeleted' | 'AdminCreated')[] = [
  'PlayerRegistered',
  'PlayerEmailChanged',
  'PlayerDeleted',
  'AdminCreated',
];
