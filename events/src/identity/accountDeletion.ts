/** Taking your data and deleting your account (docs/accounts.md#your-data): texts for the server and the screens alike. */

export const ACCOUNT_DELETION_MESSAGES = {
  wrongPassword: 'That password is not right.',
  demoAccount: 'The demo accounts are shared by everyone trying Reality Draft: they cannot be deleted.',
  /** Shown on the login page after a player deleted their own account. */
  deleted: 'Your account has been deleted. Your picks and points stay in your leagues as "Deleted player".',
  confirmSelf:
    'This erases your name and e-mail everywhere and signs you out on every device. Your picks and points stay in your leagues as "Deleted player". This cannot be undone.',
  confirmAdmin: (name: string) =>
    `Delete ${name}? Their name and e-mail are erased everywhere and every session of theirs ends. Their picks and points stay in their leagues as "Deleted player". This cannot be undone.`,
} as const;

/** The login page's location state after a player deleted their own account: it shows `deleted`. */
export const ACCOUNT_DELETED_STATE = { notice: 'account-deleted' } as const;

/** The name of the file a player's data export downloads as. */
export const exportFileName = (day: string) => `reality-draft-my-data-${day}.json`;
