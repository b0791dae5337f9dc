import type { Response } from 'supertest';
import type { ManualClock } from '../test/manualClock';
import { bearer, type DraftsHarness, eachTestOnAFreshCast } from '../test/draftsHarness';

let h: DraftsHarness;
let clock: ManualClock;

eachTestOnAFreshCast((fresh) => ({ h, clock } = fresh), { clock: 'time' });

/**
 * GET /api/drafts/{id} answers from a copy of the room serialised once per version (RoomViewCache);
 * a command's answer carries the same room built afresh (roomView, res.json). With the clock held
 * still their server times agree, so for one viewer the two must be the same bytes.
 */
describe('GET /api/drafts/{id} from the shared copy', () => {
  it('answers a player, the owner admin and another admin byte for byte what a fresh build answers, across picks, an undo and a reset', async () => {
    const owner = await h.adminToken();
    const rival = await h.otherAdminToken();
    const draft = await h.createDraft(owner);
    const players = [await h.player('Ann'), await h.player('Ben')];
    for (const player of players) await h.join(player.token, draft.joinCode);
    const read = (token: string) => h.http().get(`/api/drafts/${draft.id}`).set(bearer(token)).expect(200);
    const asFreshlyBuilt = (fresh: Response, room: unknown) => {
      expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
      return JSON.stringify(room);
    };
    /** Everyone else reads first (the copy is made for them), then `token` reads twice: each answer is `fresh`'s room. */
    async function expectSameAs(token: string, fresh: Response, room: unknown, others: string[]) {
      for (const other of others) await read(other);
      for (let time = 0; time < 2; time += 1) {
        const answer = await read(token);
        expect(answer.headers['content-type']).toBe(fresh.headers['content-type']);
        expect(answer.text).toBe(asFreshlyBuilt(fresh, room));
      }
    }
    const everyone = [players[0].token, players[1].token, owner, rival];
    const commissioner = async (action: string, body: object = {}) => {
      const fresh = await h.http().post(`/api/drafts/${draft.id}/${action}`).set(bearer(owner)).send(body).expect(200);
      await expectSameAs(owner, fresh, fresh.body, everyone);
      await expectSameAs(rival, fresh, fresh.body, []); // admins see the same room
      clock.advance(7_000);
    };

    await commissioner('start');
    for (let pickNumber = 1; pickNumber <= 3; pickNumber += 1) {
      const { currentPlayerId } = (await h.room(owner, draft.id)).draft;
      const picker = players.find((player) => player.id === currentPlayerId)!;
      const fresh = await h
        .http()
        .post(`/api/drafts/${draft.id}/pick`)
        .set(bearer(picker.token))
        .send({ teamId: `ar38-t${pickNumber}`, pickNumber })
        .expect(200);
      await expectSameAs(picker.token, fresh, fresh.body.room, everyone);
      clock.advance(3_000);
    }
    await commissioner('undo', { pickNumber: 3 });
    await commissioner('pause');
    await commissioner('reset');
  });
});
