/**
 * The kernel's unique-key events: an email, a username or a join code is a tiny stream of its own
 * (`unique-{kind}-{key}`), so the engine's UNIQUE(stream, version) constraint decides who gets it first.
 */

export type UniqueKeyClaimed = {
  type: 'UniqueKeyClaimed';
  data: { kind: string; key: string; ownerId: string };
};

export type UniqueKeyReleased = {
  type: 'UniqueKeyReleased';
  data: { kind: string; key: string; ownerId: string };
};

export type UniqueKeyEvent = UniqueKeyClaimed | UniqueKeyReleased;
