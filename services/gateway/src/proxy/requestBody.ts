import type { ClientRequest, IncomingMessage } from 'node:http';

/**
 * A proxied request's body, sent on to one copy as it arrives and kept (up to `maxBytes`, the most
 * the route accepts) so that a try refused by one copy can be sent whole to the next. A body beyond
 * that is streamed and no longer kept: such a request is not sent again.
 */
export class RequestBody {
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;
  private ended = false;
  private target?: ClientRequest;

  /** The whole body so far is kept: a new try can start over. */
  replayable = true;

  constructor(
    private readonly req: IncomingMessage,
    private readonly maxBytes: number,
  ) {}

  /** Sends the body (what came so far, then the rest as it comes) to `target`, the current try. */
  sendTo(target: ClientRequest): void {
    const first = this.target === undefined;
    this.target = target;
    for (const chunk of this.kept) target.write(chunk);
    if (this.ended) target.end();
    if (first) {
      this.req.on('data', (chunk: Buffer) => this.arrived(chunk));
      this.req.on('end', () => {
        this.ended = true;
        this.target?.end();
      });
    } else this.req.resume();
  }

  private arrived(chunk: Buffer): void {
    if (this.replayable && this.keptBytes + chunk.length <= this.maxBytes) {
      this.kept.push(chunk);
      this.keptBytes += chunk.length;
    } else {
      this.replayable = false;
      this.kept.length = 0;
    }
    const target = this.target!;
    if (target.destroyed) return;
    if (!target.write(chunk)) {
      this.req.pause();
      target.once('drain', () => this.req.resume());
    }
  }
}
