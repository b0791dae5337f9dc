import { draftLabel, invitePath, NEXT_SEASON_TEXTS, type DraftCreated } from '@reality-draft/events';
import type { Mail } from '@reality-draft/kernel';
import { escapeHtml } from '../mailText';

/** The mail inviting a player of the season before to the league's next season: its one-click join link. */
export function seasonInviteMail(to: string, firstName: string, linkOrigin: string, draft: DraftCreated['data']): Mail {
  const league = draftLabel({ showType: draft.showType, joinCode: draft.joinCode, name: draft.name ?? null });
  const link = `${linkOrigin}${invitePath(draft.joinCode)}`;
  const intro = `${league} is starting again for a new season, and you played in the last one.`;
  return {
    to,
    subject: NEXT_SEASON_TEXTS.mailSubject(league),
    text: `Hi ${firstName},\n\n${intro} Join it in one click:\n\n${link}\n\nThe join code is ${draft.joinCode}.\n`,
    html:
      `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">Join the new season</a></p>` +
      `<p>Or open this link: ${escapeHtml(link)} (join code ${escapeHtml(draft.joinCode)})</p>`,
  };
}
