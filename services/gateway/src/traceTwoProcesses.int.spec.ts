import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createScratchDatabase } from '@reality-draft/kernel/testing';
import { adminLogin, registerPlayers } from '../test/multiProcess/accountSteps';
import { ApiClient, eventually } from '../test/multiProcess/apiClient';
import { ADMIN } from '../test/multiProcess/deployment';
import { createDraft, joinAll, readRoom, startDraft, turnOf } from '../test/multiProcess/draftSteps';
import { AppProcess, freePort } from '../test/multiProcess/processes';

jest.setTimeout(180_000);

/** One span as an OTLP/JSON export carries it, with the process (service.name) and instrumentation that made it. */
interface ExportedSpan {
  service: string;
  scope: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

/** OTLP's span kinds (not the API's numbering). */
const SERVER = 2;
const CLIENT = 3;

interface OtlpExport {
  resourceSpans?: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ scope: { name: string }; spans: Array<Omit<ExportedSpan, 'service' | 'scope'>> }>;
  }>;
}

/** A stand-in OpenTelemetry collector: takes OTLP/JSON trace exports on POST /v1/traces and keeps every span. */
function collector(spans: ExportedSpan[]): Server {
  return createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const exported = JSON.parse(body) as OtlpExport;
      for (const { resource, scopeSpans } of exported.resourceSpans ?? []) {
        const service = resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
        for (const { scope, spans: batch } of scopeSpans) for (const span of batch) spans.push({ ...span, service, scope: scope.name });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
}

const serverUrl = process.env.TEST_DATABASE_URL;
const maybe = serverUrl ? describe : describe.skip;

/**
 * The built app as two OS processes on one PostgreSQL database, the gateway and the drafts service,
 * each exporting its spans over OTLP (as OTEL_EXPORTER_OTLP_ENDPOINT sets it up in production) to a
 * collector this test runs: one proxied pick is one trace across both processes.
 */
maybe('a pick traced across two OS processes', () => {
  const spans: ExportedSpan[] = [];
  let otlp: Server;
  let database: { url: string; drop: () => Promise<void> };
  let root: string;
  let drafts: AppProcess;
  let gateway: AppProcess;

  beforeAll(async () => {
    otlp = collector(spans).listen(0, '127.0.0.1');
    await new Promise((resolve) => otlp.once('listening', resolve));
    database = await createScratchDatabase(serverUrl!);
    root = await mkdtemp(path.join(tmpdir(), 'rd-trace-'));
    const base = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      TURN_CLOCK: '0',
      METRICS_PORT: '0',
      EVENT_STORE: 'postgres',
      DATABASE_URL: database.url,
      DOCUMENT_STORE: 'pongo',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(otlp.address() as { port: number }).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    };
    drafts = new AppProcess('drafts', await freePort(), {
      ...base,
      SERVICES: 'drafts',
      GATEWAY: '0',
      READ_MODELS_PREFIX: 'drafts_',
      TRUST_PROXY: 'loopback',
      DATA_DIR: path.join(root, 'drafts'),
    });
    gateway = new AppProcess('gateway', await freePort(), {
      ...base,
      SERVICES: 'identity,catalog,scoring,minigames',
      SERVICE_URLS: `drafts=${drafts.url}`,
      READ_MODELS_PREFIX: 'gw_',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: path.join(root, 'gateway'),
      FRONTENDS_DIR: root,
    });
    drafts.spawn();
    gateway.spawn();
    await Promise.all([drafts.ready(90_000), gateway.ready(90_000)]);
  });

  afterAll(async () => {
    for (const app of [gateway, drafts]) if (app?.running) await app.stop('SIGTERM');
    await database?.drop();
    otlp?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('spans the gateway, the proxy, the drafts service, its append and the push notice, and the event keeps the trace', async () => {
    const api = new ApiClient(gateway.url);
    const admin = await adminLogin(api);
    const players = await registerPlayers(api, ['Xan', 'Yul']);
    const { draft, teams } = await createDraft(api, admin, 600);
    await joinAll(api, draft, players);
    await startDraft(api, admin, draft.id);
    const turn = turnOf(await readRoom(api, admin, draft.id), players, teams)!;
    const answer = await fetch(`${gateway.url}/api/drafts/${draft.id}/pick`, {
      method: 'POST',
      headers: { authorization: `Bearer ${turn.player.token}`, 'content-type': 'application/json', 'x-request-id': 'two-process-pick' },
      body: JSON.stringify({ teamId: turn.teamId, pickNumber: turn.pickNumber }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('two-process-pick');

    // The drafts process's server span of the pick names the trace.
    const isPick = (span: ExportedSpan) => span.service === 'reality-draft-drafts' && span.kind === SERVER && span.name === 'POST /api/drafts/:id/pick';
    const served = (
      await eventually(
        async () => spans.filter(isPick),
        (found) => found.length === 1,
        'the drafts service span of the pick',
      )
    )[0];
    const inTrace = () => spans.filter((span) => span.traceId === served.traceId);
    // Each process exports its spans in batches of its own: the gateway's server span may come after the notice.
    const isGatewayServer = (span: ExportedSpan) => span.service === 'reality-draft-gateway' && span.kind === SERVER;
    const trace = await eventually(
      async () => inTrace(),
      (found) => found.some((span) => span.name === 'push notice') && found.some(isGatewayServer),
      "the push notice and the gateway's server span in the trace",
    );

    const gatewayServer = trace.find(isGatewayServer)!;
    expect(gatewayServer).toMatchObject({ name: 'POST /api/drafts/:id/pick' });
    expect(gatewayServer.parentSpanId ?? '').toBe('');
    const proxied = trace.find((span) => span.service === 'reality-draft-gateway' && span.kind === CLIENT && span.spanId === served.parentSpanId);
    expect(proxied).toBeDefined();
    // The append, and the push notice the gateway sent once its read models had the pick.
    expect(trace.filter((span) => span.service === 'reality-draft-drafts' && span.scope.includes('instrumentation-pg')).length).toBeGreaterThan(0);
    expect(trace.find((span) => span.name === 'push notice')?.service).toBe('reality-draft-gateway');

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ traceparent: string }>(
        "SELECT metadata->>'traceparent' AS traceparent FROM events WHERE type = 'PickMade' ORDER BY position DESC LIMIT 1",
      );
      expect(rows[0].traceparent).toMatch(new RegExp(`^00-${served.traceId}-[0-9a-f]{16}-01$`));
    } finally {
      await client.end();
    }
  });
});
