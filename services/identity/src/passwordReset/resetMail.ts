import { RESET_LINK_MINUTES, RESET_PASSWORD_PATH } from '@reality-draft/events';
import type { Mail } from '@reality-draft/kernel';
import { escapeHtml } from '../mailText';

/** The mail with a player's reset link: plain text, and an HTML part with the link as a button. */
export function resetMail(to: string, firstName: string, linkOrigin: string, token: string): Mail {
  const link = `${linkOrigin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const intro = `Someone (we hope you) asked to reset the password of your Reality Draft account.`;
  const expiry = `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`;
  return {
    to,
    subject: 'Reset your Reality Draft password',
    text: `Hi ${firstName},\n\n${intro} To choose a new one, open:\n\n${link}\n\n${expiry}\n`,
    html:
      `<p>Hi ${escapeHtml(firstName)},</p><p>${intro}</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">Choose a new password</a></p>` +
      `<p>Or open this link: ${escapeHtml(link)}</p><p>${expiry}</p>`,
  };
}
