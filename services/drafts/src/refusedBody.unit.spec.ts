import { bearer, type DraftsHarness, eachTestOnAFreshCast } from '../test/draftsHarness';
import { rawRequest, statusOf } from '../test/rawHttp';

let h: DraftsHarness;
let admin: string;

eachTestOnAFreshCast((fresh) => ({ h, admin } = fresh));

/** Long enough for a route that had started to have finished (in-memory stores). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const deleteWithBody = (draftId: string, headers: string, body: string) =>
  rawRequest(
    h.running.app,
    `DELETE /api/admin/drafts/${draftId} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${admin}\r\n${headers}Connection: close\r\n\r\n${body}`,
  );

describe('a body that cannot be read whole reaches no route', () => {
  it('a malformed first chunk size is a 400 and the draft is not deleted', async () => {
    const draft = await h.createDraft(admin);
    const answer = await deleteWithBody(draft.id, 'Transfer-Encoding: chunked\r\n', 'zz\r\n{}');
    expect(statusOf(answer)).toBe(400);
    await settle();
    await h.http().get(`/api/drafts/${draft.id}`).set(bearer(admin)).expect(200);
  });

  it('the same with a JSON Content-Type', async () => {
    const draft = await h.createDraft(admin);
    const answer = await deleteWithBody(draft.id, 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n', 'zz\r\n{}');
    expect(statusOf(answer)).toBe(400);
    await settle();
    await h.http().get(`/api/drafts/${draft.id}`).set(bearer(admin)).expect(200);
  });

  it('a body cut short of its Content-Length is not acted on', async () => {
    const draft = await h.createDraft(admin);
    // The client half-closes after 2 of 10 bytes: the request never completes.
    await deleteWithBody(draft.id, 'Content-Length: 10\r\n', '{}');
    await settle();
    await h.http().get(`/api/drafts/${draft.id}`).set(bearer(admin)).expect(200);
  });

  it('a body that is not JSON is a 400, not read as no body', async () => {
    const draft = await h.createDraft(admin);
    const answer = await deleteWithBody(draft.id, 'Content-Type: text/plain\r\nContent-Length: 2\r\n', '{}');
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('The request body must be JSON');
    await settle();
    await h.http().get(`/api/drafts/${draft.id}`).set(bearer(admin)).expect(200);
  });

  it('a well-formed request still acts: chunked, empty, and with no body', async () => {
    const [chunked, empty, none] = [await h.createDraft(admin), await h.createDraft(admin), await h.createDraft(admin)];
    expect(statusOf(await deleteWithBody(chunked.id, 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n', '2\r\n{}\r\n0\r\n\r\n'))).toBe(200);
    expect(statusOf(await deleteWithBody(empty.id, 'Content-Type: text/plain\r\nContent-Length: 0\r\n', ''))).toBe(200);
    expect(statusOf(await deleteWithBody(none.id, '', ''))).toBe(200);
    for (const { id } of [chunked, empty, none]) await h.http().get(`/api/drafts/${id}`).set(bearer(admin)).expect(404);
  });
});
