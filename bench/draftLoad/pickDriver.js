/**
 * The players on the clock. In each draft, whoever the last answer shows on the clock picks the first
 * contestant nobody has picked yet: at once (`thinkMs` 0: as fast as the server answers), or after
 * thinking for `thinkMs` (±50%). Every draft runs concurrently; a draft stops when it is complete
 * or `until` has passed.
 */
const { now, sleep } = require('./client');

const PICK = 'POST /api/drafts/{id}/pick';
const RECHECK_MS = 50;

async function playDraft(api, draft, contestantIds, recorder, { thinkMs = 0, until = Infinity }) {
  const anySeat = draft.tokens.values().next().value;
  const reread = async (kind) => api.call('GET', `/api/drafts/${draft.id}`, { token: anySeat, kind: `GET /api/drafts/{id} (${kind})` });
  let room = draft.room;
  let picksMade = room.picks.length;
  for (;;) {
    if (room.picks.length < picksMade || (room.draft.status === 'active' && !room.draft.currentPlayerId)) {
      // An answer from read models that had not caught up yet (the server waits 2 s at most): look again.
      await sleep(RECHECK_MS);
      room = await reread('the answer was stale');
      continue;
    }
    if (thinkMs) await sleep(thinkMs * (0.5 + Math.random()));
    if (room.draft.status !== 'active' || now() >= until) break;
    const picker = room.draft.currentPlayerId;
    const taken = new Set(room.picks.map((pick) => pick.contestantId));
    const contestantId = contestantIds.find((id) => !taken.has(id));
    const sentAt = now();
    recorder.sent(draft.id, room.draft.currentTurn, picker, sentAt);
    try {
      // As the kit's draft room does, the pick names the turn it is for.
      const body = { contestantId, pickNumber: room.draft.currentTurn };
      const answer = await api.call('POST', `/api/drafts/${draft.id}/pick`, { token: draft.tokens.get(picker), body, kind: PICK });
      recorder.answered(sentAt, now());
      draft.onPickAnswer?.(picker, answer.room);
      picksMade = room.draft.currentTurn;
      if (!answer.pick) recorder.staleAnswers += 1;
      room = answer.room;
    } catch (error) {
      recorder.refusedPicks.push(`${error.status}: ${error.message}`);
      await sleep(RECHECK_MS);
      room = await reread('after a refused pick');
    }
  }
  draft.room = room;
}

const playDrafts = (api, drafts, contestantIds, recorder, options = {}) =>
  Promise.all(drafts.map((draft) => playDraft(api, draft, contestantIds, recorder, options)));

module.exports = { playDrafts };
