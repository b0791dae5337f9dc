import { castItemKind, castLabel } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type CastDocument, type CastMemberView } from './documents';

/**
 * Scoring's copy of each show's cast: which teams and contestants exist (to refuse points for an
 * unknown one, or one of another show), their names and whether they are still in the game (and since
 * which week or episode, so a spoiler guard can hide a later elimination). Members
 * of a cleared or replaced cast are kept (out of the cast) so old picks keep their names.
 */
export const castProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.casts',
    collections: [COLLECTIONS.casts],
    handles: ['CastSeeded', 'CastCleared', 'CastMemberEliminated', 'CastMemberRestored'],
    async apply(event, { upsert }) {
      const { showType } = event.data;
      await upsert<CastDocument>(COLLECTIONS.casts, showType, (current) => {
        const members: Record<string, CastMemberView> = { ...current?.members };
        switch (event.type) {
          case 'CastSeeded':
          case 'CastCleared':
            for (const [id, member] of Object.entries(members)) members[id] = { ...member, inCast: false };
            if (event.type === 'CastSeeded') {
              for (const member of event.data.members)
                members[member.id] = { kind: castItemKind(showType), label: castLabel(member), isActive: true, inCast: true };
            }
            break;
          case 'CastMemberEliminated':
          case 'CastMemberRestored': {
            const member = members[event.data.memberId];
            if (member) {
              const out = event.type === 'CastMemberEliminated';
              members[event.data.memberId] = { ...member, isActive: !out, eliminatedIn: out ? (event.data.period ?? null) : null };
            }
          }
        }
        return { id: showType, members };
      });
      changed();
    },
  });
