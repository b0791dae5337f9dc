/** Test code: a round-robin HTTP load balancer in front of the gateways, as a cluster's Service with readiness would be. */
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How often each target's /readyz is asked (a Service's endpoints follow readiness this way). */
const READINESS_POLL_MS = 100;
/** Each request on a connection of its own: no kept-alive socket a stopping gateway closes under it. */
const ONE_REQUEST = new Agent({ keepAlive: false });

/** Marks an answer the balancer made itself (no gateway could be reached): the test counts these as failures too. */
export const BALANCER_FAILED = 'x-balancer-failed';

/**
 * Sends each request to the next ready target in turn; a target that is not ready (its /readyz
 * answers 503 or nothing) is left out, and one that refuses the connection is skipped for the next.
 * Answers, push streams included, are streamed back as they come.
 */
export class Balancer {
  private turn = 0;
  private readonly ready = new Map<string, boolean>();
  private poller?: NodeJS.Timeout;

  private constructor(
    private readonly server: Server,
    private readonly targets: string[],
  ) {}

  static async start(targets: string[]): Promise<Balancer> {
    const server = createServer();
    const balancer = new Balancer(server, targets);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => balancer.forward(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    balancer.poller = setInterval(() => void balancer.pollReadiness(), READINESS_POLL_MS);
    await balancer.pollReadiness();
    return balancer;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    clearInterval(this.poller);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async pollReadiness(): Promise<void> {
    await Promise.all(
      this.targets.map(async (target) => {
        const status = await fetch(`${target}/readyz`, { signal: AbortSignal.timeout(500) }).then(
          (res) => res.status,
          () => 0,
        );
        this.ready.set(target, status === 200 || (status === 404 && (await this.healthy(target))));
      }),
    );
  }

  private healthy(target: string): Promise<boolean> {
    return fetch(`${target}/healthz`, { signal: AbortSignal.timeout(500) }).then(
      (res) => res.ok,
      () => false,
    );
  }

  /** The targets in this request's order: the ready ones from the next in turn, then the others (they may be ready by now). */
  private order(): string[] {
    const start = this.turn++ % this.targets.length;
    const rotated = [...this.targets.slice(start), ...this.targets.slice(0, start)];
    return [...rotated.filter((target) => this.ready.get(target)), ...rotated.filter((target) => !this.ready.get(target))];
  }

  private forward(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => this.tryTargets(req, res, Buffer.concat(chunks), this.order()));
  }

  private tryTargets(req: IncomingMessage, res: ServerResponse, body: Buffer, targets: string[]): void {
    const [target, ...rest] = targets;
    if (!target) {
      res.writeHead(503, { [BALANCER_FAILED]: '1', 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ message: 'No gateway could be reached' }));
    }
    const url = new URL(req.url!, target);
    const headers = { ...req.headers, host: url.host, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    delete headers.connection;
    let connected = false;
    const outgoing = request(url, { method: req.method, headers, agent: ONE_REQUEST }, (answer) => {
      const answerHeaders = { ...answer.headers };
      delete answerHeaders.connection;
      delete answerHeaders['transfer-encoding'];
      res.writeHead(answer.statusCode!, answerHeaders);
      answer.pipe(res);
      answer.on('aborted', () => res.destroy());
    });
    outgoing.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    outgoing.on('error', () => {
      if (!connected) return this.tryTargets(req, res, body, rest);
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { [BALANCER_FAILED]: '1', 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The gateway went away mid-request' }));
    });
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    outgoing.end(body);
  }
}
