import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { closeServer, createLogger, listen, MemoryEventStore, NedbDocumentStore, type Storage } from '@reality-draft/kernel';
import { startInMemoryTracing, type InMemoryTracing } from '@reality-draft/kernel/testing';
import { composeGateway, type ComposedGateway } from './gateway';
import { adminLogin, registerPlayers } from '../test/multiProcess/accountSteps';
import { ApiClient, eventually } from '../test/multiProcess/apiClient';
import { ADMIN } from '../test/multiProcess/deployment';
import { createDraft, joinAll, readRoom, startDraft, turnOf } from '../test/multiProcess/draftSteps';
import { processLayoutFromEnv } from './processLayout';

/** One log line as pino writes it (JSON), with the fields this test reads. */
interface LogLine {
  msg?: string;
  req?: { id?: string; method?: string; url?: string };
  trace_id?: string;
  span_id?: string;
}

/** A logger whose JSON lines land in `lines`. */
function capturedLogger(name: string, lines: LogLine[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return createLogger(name, { LOG_LEVEL: 'info' }, sink);
}

/**
 * The gateway and the drafts service as two servers on loopback, in this one test process, on one
 * shared store (as two processes share PostgreSQL): Jest cannot read the spans of another OS process
 * from an in-memory exporter, so both export to one here. The trace still crosses only through HTTP:
 * the service's server span can have the proxy's client span as its parent only by the traceparent
 * header the http instrumentation wrote on the proxied request.
 */
describe('one proxied pick makes one trace across the gateway and the drafts service', () => {
  let tracing: InMemoryTracing;
  const events = new MemoryEventStore();
  const storage: Storage = { events, docs: new NedbDocumentStore(), close: async () => undefined };
  const gatewayLines: LogLine[] = [];
  const draftsLines: LogLine[] = [];
  let drafts: ComposedGateway;
  let gateway: ComposedGateway;
  let draftsServer: Server;
  let gatewayServer: Server;
  let api: ApiClient;

  beforeAll(async () => {
    tracing = startInMemoryTracing();
    const env = { EVENT_STORE: 'memory', DEMO: '0', TURN_CLOCK: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
    const config = { frontendsDir: '/nonexistent', registry: {} };
    const draftsEnv = { ...env, SERVICES: 'drafts', GATEWAY: '0', READ_MODELS_PREFIX: 'drafts_' };
    drafts = await composeGateway(storage, { ...config, layout: processLayoutFromEnv(draftsEnv) }, draftsEnv, capturedLogger('drafts', draftsLines));
    draftsServer = await listen(drafts.running.app, 0, '127.0.0.1');
    const draftsUrl = `http://127.0.0.1:${(draftsServer.address() as { port: number }).port}`;
    const gatewayEnv = { ...env, SERVICES: 'identity,catalog,scoring,minigames', SERVICE_URLS: `drafts=${draftsUrl}`, READ_MODELS_PREFIX: 'gateway_' };
    gateway = await composeGateway(storage, { ...config, layout: processLayoutFromEnv(gatewayEnv) }, gatewayEnv, capturedLogger('gateway', gatewayLines));
    gatewayServer = await listen(gateway.running.app, 0, '127.0.0.1');
    api = new ApiClient(`http://127.0.0.1:${(gatewayServer.address() as { port: number }).port}`);
  });

  afterAll(async () => {
    for (const [composed, server] of [
      [gateway, gatewayServer],
      [drafts, draftsServer],
    ] as const) {
      await composed?.push?.stop();
      if (server) await closeServer(server, 100);
      await composed?.running.stop();
    }
    await tracing?.stop();
  });

  it('spans gateway, proxy, service and push notice; the event keeps the trace; both processes log its id and the request id', async () => {
    const admin = await adminLogin(api);
    const players = await registerPlayers(api, ['Tia', 'Uri']);
    const { draft, teams } = await createDraft(api, admin, 600);
    await joinAll(api, draft, players);
    await startDraft(api, admin, draft.id);
    const turn = turnOf(await readRoom(api, admin, draft.id), players, teams)!;
    tracing.reset();

    const answer = await fetch(`${api.baseUrl}/api/drafts/${draft.id}/pick`, {
      method: 'POST',
      headers: { authorization: `Bearer ${turn.player.token}`, 'content-type': 'application/json', 'x-request-id': 'pick-trace-1' },
      body: JSON.stringify({ teamId: turn.teamId, pickNumber: turn.pickNumber }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('pick-trace-1');

    const spans = await eventually(
      () => tracing.spans(),
      (finished) => finished.some((span) => span.name === 'push notice'),
      'the push notice span',
    );
    const servers = spans.filter((span) => span.kind === 1 /* SERVER */);
    const clients = spans.filter((span) => span.kind === 2 /* CLIENT */);
    const traceIds = new Set(spans.map((span) => span.spanContext().traceId));
    expect(traceIds.size).toBe(1);
    const [traceId] = traceIds;
    // The gateway's server span (no parent: the client sent no traceparent), the proxy's client span
    // under it, and the service's server span under that.
    expect(servers).toHaveLength(2);
    const gatewaySpan = servers.find((span) => !span.parentSpanContext)!;
    const serviceSpan = servers.find((span) => span !== gatewaySpan)!;
    expect(gatewaySpan).toBeDefined();
    expect(clients).toHaveLength(1);
    expect(clients[0].parentSpanContext?.spanId).toBe(gatewaySpan.spanContext().spanId);
    expect(serviceSpan.parentSpanContext?.spanId).toBe(clients[0].spanContext().spanId);

    const pick = (await events.readAll(0)).filter((event) => event.type === 'PickMade').at(-1)!;
    expect(pick.metadata.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    const notice = spans.find((span) => span.name === 'push notice')!;
    expect(notice.attributes['push.position']).toBeGreaterThanOrEqual(pick.position);

    // Each process logged the request under the client's id, with the trace's id.
    for (const lines of [gatewayLines, draftsLines]) {
      const line = lines.find((entry) => entry.req?.id === 'pick-trace-1' && entry.msg === 'request completed');
      expect(line).toMatchObject({ req: { method: 'POST' }, trace_id: traceId });
    }
  });
});
