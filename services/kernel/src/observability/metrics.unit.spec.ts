import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { ConcurrencyError } from '../eventStore/eventStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { createServiceApp } from '../http/serviceApp';
import type { RunnerStatus } from '../projections/runnerStatus';
import { withMetrics } from './meteredEventStore';
import { ServiceMetrics } from './metrics';
import { metricsPortFromEnv, serveMetrics } from './metricsServer';

const silent = pino({ level: 'silent' });

/** The value of one series in the exposition text (`name{labels} value`), or undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = async (metrics: ServiceMetrics) => (await metrics.scrape()).text;

describe('request durations', () => {
  const metrics = new ServiceMetrics();
  const api = Router();
  api.get('/things/:id', (req, res) => void res.json({ id: req.params.id }));
  api.post('/things/:id/break', () => {
    throw new Error('broken on purpose');
  });
  const app = createServiceApp(silent, [{ api }], { metrics });

  it('are labelled by the route template, method and status, never the raw URL', async () => {
    await request(app).get('/api/things/42').expect(200);
    await request(app).get('/api/things/43').expect(200);
    await request(app).post('/api/things/44/break').expect(500);
    await request(app).get('/api/nothing/here').expect(404);
    await request(app).get('/healthz').expect(200);
    const text = await scrape(metrics);
    const count = (labels: string) => seriesValue(text, `reality_draft_http_request_duration_seconds_count{${labels}}`);
    expect(count('route="/api/things/:id",method="GET",status="200"')).toBe(2);
    // The error handler answers after the router has been left: the template keeps its mount all the same.
    expect(count('route="/api/things/:id/break",method="POST",status="500"')).toBe(1);
    expect(count('route="(unmatched)",method="GET",status="404"')).toBe(1);
    expect(count('route="/healthz",method="GET",status="200"')).toBe(1);
    expect(text).not.toMatch(/things\/4[234]/);
  });
});

describe('appends', () => {
  it('are timed by outcome, and picks, point entries and mini-game completions are counted', async () => {
    const metrics = new ServiceMetrics();
    const events = withMetrics(new MemoryEventStore(), metrics);
    await events.append('draft-1', [{ type: 'PickMade', data: {} }], 'no-stream');
    await events.append(
      'draft-1',
      [
        { type: 'PickMade', data: {} },
        { type: 'DraftCompleted', data: {} },
      ],
      1,
    );
    await events.append('points-1', [{ type: 'PointsEntered', data: {} }], 'no-stream');
    await events.append(
      'points-1',
      [
        { type: 'PointsCorrected', data: {} },
        { type: 'PointsRemoved', data: {} },
      ],
      1,
    );
    await events.append('attempt-1', [{ type: 'MiniGameAttemptCompleted', data: {} }], 'any');
    await expect(events.append('draft-1', [{ type: 'PickMade', data: {} }], 1)).rejects.toBeInstanceOf(ConcurrencyError);

    const text = await scrape(metrics);
    expect(seriesValue(text, 'reality_draft_picks_total')).toBe(2);
    expect(seriesValue(text, 'reality_draft_point_entries_total{event="PointsEntered"}')).toBe(1);
    expect(seriesValue(text, 'reality_draft_point_entries_total{event="PointsCorrected"}')).toBe(1);
    expect(seriesValue(text, 'reality_draft_point_entries_total{event="PointsRemoved"}')).toBe(1);
    expect(seriesValue(text, 'reality_draft_minigame_completions_total')).toBe(1);
    expect(seriesValue(text, 'reality_draft_event_store_append_duration_seconds_count{outcome="ok"}')).toBe(5);
    expect(seriesValue(text, 'reality_draft_event_store_append_duration_seconds_count{outcome="conflict"}')).toBe(1);
  });
});

describe('gauges read on scrape', () => {
  it('tell each projection’s lag and parking, the catch-up and the open push streams', async () => {
    const metrics = new ServiceMetrics();
    expect(seriesValue(await scrape(metrics), 'reality_draft_read_models_catching_up')).toBe(1);
    let status: RunnerStatus = { role: 'owner', catchingUp: false, stopping: false, projections: [{ name: 'rooms', checkpoint: 7 }] };
    let lagReads = 0;
    metrics.observeRunner({
      status: () => status,
      lag: async () => {
        lagReads += 1;
        return [{ projection: 'rooms', events: 3, seconds: 1.5 }];
      },
    });
    let streams = 2;
    metrics.countPushStreams(() => streams);

    let text = await scrape(metrics);
    expect(seriesValue(text, 'reality_draft_projection_lag_events{projection="rooms"}')).toBe(3);
    expect(seriesValue(text, 'reality_draft_projection_lag_seconds{projection="rooms"}')).toBe(1.5);
    expect(lagReads).toBe(1); // one read of the log for both lag gauges
    expect(seriesValue(text, 'reality_draft_projection_parked{projection="rooms"}')).toBe(0);
    expect(seriesValue(text, 'reality_draft_read_models_catching_up')).toBe(0);
    expect(seriesValue(text, 'reality_draft_push_streams_open')).toBe(2);

    status = {
      ...status,
      projections: [{ name: 'rooms', checkpoint: 7, parked: { projection: 'rooms', position: 8, eventType: 'PickMade', streamId: 'd', error: 'x', at: '' } }],
    };
    streams = 0;
    text = await scrape(metrics);
    expect(seriesValue(text, 'reality_draft_projection_parked{projection="rooms"}')).toBe(1);
    expect(seriesValue(text, 'reality_draft_push_streams_open')).toBe(0);

    // A rebuild beside the live read model: how many events, how fast, how long still.
    expect(text).not.toContain('reality_draft_read_model_rebuild_events{');
    status = { ...status, rebuilds: [{ projections: ['rooms'], generation: 1, applied: 4000, position: 4000, head: 10_000, startedAt: Date.now() - 2000 }] };
    text = await scrape(metrics);
    expect(seriesValue(text, 'reality_draft_read_model_rebuild_events{projection="rooms"}')).toBe(4000);
    expect(seriesValue(text, 'reality_draft_read_model_rebuild_events_per_second{projection="rooms"}')).toBeCloseTo(2000, -2);
    expect(seriesValue(text, 'reality_draft_read_model_rebuild_eta_seconds{projection="rooms"}')).toBeCloseTo(3, 0);
  });
});

describe('the metrics port', () => {
  it('serves GET /metrics in Prometheus text with the process defaults, and nothing else', async () => {
    const metrics = new ServiceMetrics().withProcessDefaults();
    const server = (await serveMetrics(metrics, 0, '127.0.0.1', silent))!;
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const answer = await fetch(`${url}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toContain('# TYPE reality_draft_http_request_duration_seconds histogram');
      expect((await fetch(`${url}/`)).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
      // A second process on the same port goes on without metrics rather than failing its start.
      const port = (server.address() as { port: number }).port;
      await expect(serveMetrics(new ServiceMetrics(), port, '127.0.0.1', silent)).resolves.toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is METRICS_PORT, 9464 unless set, 0 for none', () => {
    expect(metricsPortFromEnv({})).toBe(9464);
    expect(metricsPortFromEnv({ METRICS_PORT: '0' })).toBe(0);
    expect(metricsPortFromEnv({ METRICS_PORT: '9100' })).toBe(9100);
    expect(() => metricsPortFromEnv({ METRICS_PORT: 'metrics' })).toThrow('METRICS_PORT must be a port number (0: off), not metrics');
  });
});
