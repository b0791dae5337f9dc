import { FRESH_FOR_MS } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';
import { seasonInviteMail } from './seasonInviteMail';

/**
 * Mails the players of a league's season before when its next season is created (docs/league.md#seasons):
 * identity holds their addresses. A projection, so only the read models' lease holder mails; it keeps
 * no documents. A deleted player is not mailed (their account is gone).
 */
export const seasonInvites = (deps: Pick<IdentityDeps, 'accounts' | 'mail' | 'linkOrigin' | 'now'>) =>
  defineProjection({
    name: 'identity.seasonInvites',
    collections: [],
    handles: ['DraftCreated'],
    async apply(event) {
      const { previousDraftId, invited = [] } = event.data;
      if (!previousDraftId || deps.now().getTime() - Date.parse(event.recordedAt) > FRESH_FOR_MS) return;
      for (const playerId of invited) {
        const player = await deps.accounts.player(playerId);
        if (player?.email) deps.mail.send(seasonInviteMail(player.email, player.firstName, deps.linkOrigin, event.data), 'season-invite');
      }
    },
  });
