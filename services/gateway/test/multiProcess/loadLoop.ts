/** Test code: a steady load of players and an admin through one URL — picks, point entries and reads — with every answer recorded. */
import type { DraftRoom, Team } from '@reality-draft/events';
import { READ_POSITION_COOKIE } from '../../src/proxy/readPositionCookie';
import type { Player } from './accountSteps';
import { ApiClient, type Answer, type CallOptions } from './apiClient';
import { createDraft, joinAll, startDraft, turnOf } from './draftSteps';
import { sleep } from './processes';

/** One request as the load made it: when it went and came back, and how it ended (status 0: no answer at all). */
export interface Outcome {
  started: number;
  ended: number;
  method: string;
  path: string;
  status: number;
  error?: string;
}

/** A read right after a client's own write that did not show the write. */
export interface StaleRead {
  at: number;
  what: string;
}

/** Pauses between one worker's requests: a few requests a second each, people's pace on a busy night. */
const PACE_MS = 120;
/** Turns long enough that no turn clock picks while the test plays. */
const TURN_SECONDS = 600;

const pathOnly = (path: string) => path.replace(/\?.*$/, '').replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');

/**
 * A browser's ApiClient (the gateway's read-position cookie kept and sent back, the furthest position
 * its push stream told of named) whose every request
 * is recorded; a request that got no answer is recorded and comes back as status 0.
 */
class RecordingClient extends ApiClient {
  constructor(
    baseUrl: string,
    private readonly outcomes: Outcome[],
    heardPosition?: () => number,
  ) {
    super(baseUrl, { keepCookies: true, heardPosition });
  }

  override async send<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const started = Date.now();
    try {
      const answer = await super.send<T>(method, path, options);
      this.outcomes.push({ started, ended: Date.now(), method, path: pathOnly(path), status: answer.status });
      return answer;
    } catch (error) {
      this.outcomes.push({ started, ended: Date.now(), method, path: pathOnly(path), status: 0, error: String(error) });
      return { status: 0, body: undefined as T };
    }
  }
}

export interface LoadParties {
  baseUrl: string;
  admin: string;
  players: Player[];
  teams: Team[];
  /** The furthest position the push stream of the browser holding `token` has told of. */
  heardBy?: (token: string) => number;
}

/**
 * Runs until `stop()`: two workers each play drafts one after another (created, joined and started
 * by the admin, each pick made by the player on the clock, then read back by that player), one
 * enters placement points (read back by the admin), and two read what players read. Every answer
 * is in `outcomes`; each read-back that missed the client's own write is in `stale`.
 */
export class LoadLoop {
  readonly outcomes: Outcome[] = [];
  readonly stale: StaleRead[] = [];
  readonly draftIds: string[] = [];
  /** Why a worker's draft stopped short (a request failed on the way): each also a failure in `outcomes`. */
  readonly errors: string[] = [];
  picks = 0;
  pointEntries = 0;
  private running = true;
  private workers: Promise<void>[] = [];
  private readonly admin: RecordingClient;
  private readonly playerClients: Map<string, RecordingClient>;

  constructor(private readonly parties: LoadParties) {
    const heard = (token: string) => (parties.heardBy ? () => parties.heardBy!(token) : undefined);
    this.admin = new RecordingClient(parties.baseUrl, this.outcomes, heard(parties.admin));
    this.playerClients = new Map(parties.players.map((player) => [player.id, new RecordingClient(parties.baseUrl, this.outcomes, heard(player.token))]));
  }

  start(): void {
    this.workers = [this.drafting(), this.drafting(), this.scoring(), this.reading(0), this.reading(1)];
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Failed requests: 5xx answers (the balancer's own included) and requests that got no answer. */
  failures(): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  }

  private clientOf(player: Player): RecordingClient {
    return this.playerClients.get(player.id)!;
  }

  private async drafting(): Promise<void> {
    while (this.running) {
      try {
        await this.playADraft();
      } catch (error) {
        // A failed request is in the outcomes already; the worker starts another draft.
        this.errors.push(String(error));
        await sleep(PACE_MS);
      }
    }
  }

  private async playADraft(): Promise<void> {
    const { admin, players, teams } = this.parties;
    const { draft } = await createDraft(this.admin, admin, TURN_SECONDS);
    this.draftIds.push(draft.id);
    await joinAll(this.admin, draft, players);
    await startDraft(this.admin, admin, draft.id);
    while (this.running) {
      const room = await this.admin.send<DraftRoom>('GET', `/drafts/${draft.id}`, { token: admin });
      if (room.status !== 200) {
        await sleep(PACE_MS);
        continue;
      }
      const turn = turnOf(room.body, players, teams);
      if (!turn) break;
      const player = this.clientOf(turn.player);
      const pick = await player.send('POST', `/drafts/${draft.id}/pick`, {
        token: turn.player.token,
        body: { teamId: turn.teamId, pickNumber: turn.pickNumber },
      });
      if (pick.status === 200) {
        this.picks += 1;
        const carried = player.cookie(READ_POSITION_COOKIE);
        const seen = await player.send<DraftRoom>('GET', `/drafts/${draft.id}`, { token: turn.player.token });
        if (seen.status === 200 && !seen.body.picks.some((made) => made.pickNumber === turn.pickNumber))
          this.stale.push({
            at: Date.now(),
            what: `pick ${turn.pickNumber} of draft ${draft.id} (written at ${pick.written}, the read carried ${carried}) not in its picker's next read`,
          });
      }
      await sleep(PACE_MS);
    }
  }

  private async scoring(): Promise<void> {
    const { admin, teams } = this.parties;
    for (let entry = 0; this.running; entry += 1) {
      const team = teams[entry % teams.length];
      const week = 1 + Math.floor(entry / teams.length);
      const points = 1 + (entry % 7);
      const entered = await this.admin.send('POST', '/point-totals-table', { token: admin, body: { teamId: team.id, week, points, pointType: 'placement' } });
      if (entered.status === 200 || entered.status === 201) {
        this.pointEntries += 1;
        const carried = this.admin.cookie(READ_POSITION_COOKIE);
        const table = await this.admin.send<Record<string, Record<string, number>>>('GET', '/point-totals-table', { token: admin });
        if (table.status === 200 && table.body[team.id]?.[week] !== points)
          this.stale.push({
            at: Date.now(),
            what: `week ${week}'s ${points} points for team ${team.id} (written at ${entered.written}, the read carried ${carried}) not in the admin's next read`,
          });
      }
      await sleep(PACE_MS);
    }
  }

  private async reading(worker: number): Promise<void> {
    const { players } = this.parties;
    for (let n = 0; this.running; n += 1) {
      const player = players[(n + worker) % players.length];
      const client = this.clientOf(player);
      const draftId = this.draftIds.at(-1 - (n % 2));
      const reads = ['/drafts/public', '/teams', '/user/drafts', '/user/picks', ...(draftId ? [`/drafts/${draftId}`, `/leaderboard?draftId=${draftId}`] : [])];
      await client.send('GET', reads[n % reads.length], { token: player.token });
      await sleep(PACE_MS);
    }
  }
}
