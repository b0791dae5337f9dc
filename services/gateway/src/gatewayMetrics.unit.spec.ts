import type { Server } from 'node:http';
import pino from 'pino';
import { closeServer, listen, MemoryEventStore, NedbDocumentStore, type Storage } from '@reality-draft/kernel';
import { composeGateway, type ComposedGateway } from './gateway';
import { adminLogin, registerPlayers } from '../test/multiProcess/accountSteps';
import { ApiClient } from '../test/multiProcess/apiClient';
import { ADMIN } from '../test/multiProcess/deployment';
import { createDraft, joinAll, readRoom, sendPick, startDraft, turnOf } from '../test/multiProcess/draftSteps';
import { follow } from '../test/sseClient';

/** The value of one series in the exposition text (0 when absent). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** The gateway's metrics as its wiring moves them: open push streams, picks, requests by route template. */
describe('gateway metrics', () => {
  let gateway: ComposedGateway;
  let server: Server;
  let api: ApiClient;

  beforeAll(async () => {
    const storage: Storage = { events: new MemoryEventStore(), docs: new NedbDocumentStore(), close: async () => undefined };
    const env = { EVENT_STORE: 'memory', DEMO: '0', TURN_CLOCK: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
    gateway = await composeGateway(storage, { frontendsDir: '/nonexistent', registry: {} }, env, pino({ level: 'silent' }));
    server = await listen(gateway.running.app, 0, '127.0.0.1');
    api = new ApiClient(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
  });

  afterAll(async () => {
    await gateway.push?.stop();
    await closeServer(server, 100);
    await gateway.running.stop();
  });

  it('counts the open push streams, the picks made and each pick request under its route template', async () => {
    const scrape = async () => (await gateway.running.metrics.scrape()).text;
    const admin = await adminLogin(api);
    const players = await registerPlayers(api, ['Vic', 'Wes']);
    const { draft, teams } = await createDraft(api, admin, 600);
    await joinAll(api, draft, players);
    await startDraft(api, admin, draft.id);
    expect(seriesValue(await scrape(), 'reality_draft_push_streams_open')).toBe(0);

    const stream = follow(`${api.baseUrl}/api/push?topics=draft:${draft.id}`, players[0].token);
    await stream.waitFor((message) => message.event === 'hello');
    expect(seriesValue(await scrape(), 'reality_draft_push_streams_open')).toBe(1);

    const turn = turnOf(await readRoom(api, admin, draft.id), players, teams)!;
    expect((await sendPick(api, draft.id, turn)).status).toBe(200);
    const text = await scrape();
    expect(seriesValue(text, 'reality_draft_picks_total')).toBe(1);
    expect(seriesValue(text, 'reality_draft_http_request_duration_seconds_count{route="/api/drafts/:id/pick",method="POST",status="200"}')).toBe(1);
    expect(seriesValue(text, 'reality_draft_event_store_append_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);

    stream.close();
    await stream.ended;
    for (let i = 0; i < 50 && seriesValue(await scrape(), 'reality_draft_push_streams_open') !== 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(seriesValue(await scrape(), 'reality_draft_push_streams_open')).toBe(0);
  });
});
