// The RTK Query tags of the one API slice, in two kinds.

/** Who is signed in, and the admin's players list: a session change refetches them, a push reset does not. */
export const ACCOUNT_TAG_TYPES = ['AdminMe', 'PlayerMe', 'Players'] as const;

/** Draft, catalogue and scoring data: what a push `reset` (or a lost resume) refetches. */
export const DATA_TAG_TYPES = [
  'Drafts',
  'Draft',
  /** Who has a draft room open (beyond the spec). */
  'Presence',
  'Teams',
  'Contestants',
  'Picks',
  'PickQueue',
  'Points',
  'Leaderboard',
  'MiniGames',
  /** The event log for operators (issue 23): the push topic `log` invalidates it. */
  'EventLog',
  /** A league's chat (docs/chat.md): the push topic `chat:{id}` invalidates it. */
  'Chat',
] as const;

export const TAG_TYPES = [...ACCOUNT_TAG_TYPES, ...DATA_TAG_TYPES] as const;
