/** The password reset by mail (docs/accounts.md#forgot-password): its texts and rules, for the server and the screens alike. */

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

/** The screen that asks for a reset link, and the one a link opens (`/reset-password?token=…`). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';

export const RESET_MESSAGES = {
  /** The answer to every forgot-password request, whoever has the e-mail. */
  requested: `If a player account uses that e-mail, a link to reset its password is on its way. It works once, for ${RESET_LINK_MINUTES} minutes.`,
  done: 'Your password has been reset. Sign in with your new password.',
  linkExpired: 'This link has expired or was already used.',
  mismatch: 'The two passwords do not match.',
  tooMany: (minutes: number) => `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
