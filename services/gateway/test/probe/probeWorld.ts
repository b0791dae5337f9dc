/**
 * The route probe's world: the whole composed app on in-memory stores, listening on a loopback port,
 * with one session per role and a fresh draft per route. Test code only (not built into dist).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MemoryEventStore,
  NedbDocumentStore,
  listen,
  closeServer,
  type Collection,
  type Document,
  type DocumentStore,
  type Storage,
} from '@reality-draft/kernel';
import {
  type Contestant,
  type DemoAccount,
  type DraftRoom,
  type DraftSummary,
  type LoginResponse,
  type ChatMessage,
  type PlayerAccount,
  type PlayerPuzzle,
  type StartAnswer,
  type Team,
  type TradeView,
  type UserPick,
} from '@reality-draft/events';
import { smtpReceiver, type SmtpReceiver } from '@reality-draft/kernel/testing';
import pino from 'pino';
import { LOGIN_ATTEMPTS } from '@reality-draft/identity';
import { composeGateway, type ComposedGateway } from '../../src/gateway';
import { atHumanPace, jigsawSolve } from '../jigsawPlay';

export const ROLES = ['anonymous', 'player', 'participant', 'outsider', 'otherAdmin', 'ownerAdmin'] as const;
export type Role = (typeof ROLES)[number];

export type Stage = 'pending' | 'active' | 'picked' | 'finished' | GameStage;

/** A pending draft with a mini-game sent to it: a jigsaw (sent, started or completed by the participant) or a sudoku (sent or started). */
export type GameStage = 'sentGame' | 'startedGame' | 'completedGame' | 'sentSudoku' | 'startedSudoku';
const GAME_STAGES: readonly Stage[] = ['sentGame', 'startedGame', 'completedGame', 'sentSudoku', 'startedSudoku'] satisfies GameStage[];

/** One route's fresh draft: owned by ownerAdmin, joined by two players, one of them the participant. */
export interface Scenario {
  draftId: string;
  joinCode: string;
  /** The joined player on the clock once the draft is live (else the first who joined). */
  participantToken: string;
  /** The number of the last pick made, when the stage has one. */
  lastPickNumber: number | null;
  nextPickNumber: number | null;
  freeTeamId: string;
  /** A Big Brother contestant (for point entries). */
  contestantId: string;
  /** At the finished stage: the participant's team eliminated in week 1 (restored when the scenario is disposed of), and the other player's session. */
  eliminatedTeamId?: string;
  secondToken?: string;
  /** The game sent to the draft at a game stage, and the participant's puzzle once started. */
  miniGameId?: string;
  puzzle?: PlayerPuzzle;
}

const MUTATING = new Set(['insertOne', 'updateOne', 'updateMany', 'deleteMany']);

/**
 * A document store that counts writes, so the probe can tell that a refused request changed nothing.
 * Login attempts are not counted: a refused login is meant to count towards the throttle.
 */
function countingDocs(inner: DocumentStore): DocumentStore & { writes: () => number } {
  let writes = 0;
  return {
    writes: () => writes,
    collection<T extends Document>(name: string): Collection<T> {
      const collection = inner.collection<T>(name);
      if (name === LOGIN_ATTEMPTS) return collection;
      return new Proxy(collection, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (MUTATING.has(String(key))) writes += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
    drop: async (name) => {
      writes += 1;
      await inner.drop(name);
    },
    remove: async (name) => {
      writes += 1;
      await inner.remove(name);
    },
    close: () => inner.close(),
  };
}

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

export interface Call {
  method: string;
  path: string;
  token?: string;
  /** Sent as JSON unless `rawBody` is given; bytes (a photo) are sent as they are, as image/png. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

const OWNER = { username: 'probe-owner', password: 'probe-owner-pass' };
/** A 24 × 16 PNG, the photo the probe uploads. */
const PROBE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGklEQVR42mPQaztIFcQwatCoQaMGjRpEmUEAzsUvn1u01LsAAAAASUVORK5CYII=',
  'base64',
);
export const PASSWORD = 'probe-player-pass';

export class ProbeWorld {
  readonly tokens = new Map<Role, string>();
  readonly emails = new Map<Role, string>();
  victimId = '';
  /** A PNG's bytes, and the photo kept from one upload of it (for the routes that set or serve a photo). */
  readonly photoBytes: Uint8Array = PROBE_PNG;
  photoUrl = '';
  private sideDraftId = '';
  private registered = 0;

  private constructor(
    private readonly gateway: ComposedGateway,
    private readonly server: Server,
    private readonly events: MemoryEventStore,
    private readonly docs: ReturnType<typeof countingDocs>,
    private readonly smtp: SmtpReceiver,
  ) {}

  static async start(): Promise<ProbeWorld> {
    const events = new MemoryEventStore();
    const docs = countingDocs(new NedbDocumentStore());
    const storage: Storage = { events, docs, close: async () => undefined };
    // Reset mails go to a real SMTP server here; every cell of the forgot-password row asks for one, past the hourly limits.
    const smtp = await smtpReceiver();
    const env = {
      EVENT_STORE: 'memory',
      DEMO: '1',
      TURN_CLOCK: '0',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: smtp.url,
      RESET_MAX_PER_EMAIL: '1000',
      RESET_MAX_PER_ADDRESS: '1000',
    };
    const gateway = await composeGateway(storage, { frontendsDir: '/nonexistent', registry: {} }, env, pino({ level: 'silent' }));
    const server = await listen(gateway.running.app, 0, '127.0.0.1');
    const world = new ProbeWorld(gateway, server, events, docs, smtp);
    await world.populate();
    return world;
  }

  async stop(): Promise<void> {
    await this.gateway.push?.stop();
    await closeServer(this.server, 100);
    await this.gateway.running.stop();
    await this.smtp.close();
  }

  /** A live password reset token, from the mail a new player of its own gets (a reset ends its player's sessions). */
  async resetToken(): Promise<string> {
    const { email } = await this.registerPlayer('forgetful');
    await this.ok({ method: 'post', path: '/auth/forgot-password', body: { email } }, 202);
    const mail = await this.smtp.mailTo(email);
    return new URL(/http\S+reset-password\?token=\S+/.exec(mail.text ?? '')![0]).searchParams.get('token')!;
  }

  modules() {
    return this.gateway.running.modules;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The log head and the document writes so far: equal before and after means nothing changed. */
  async stateMark(): Promise<string> {
    await this.gateway.running.runner.waitFor(await this.events.head());
    return `${await this.events.head()}/${this.docs.writes()}`;
  }

  async eventHead(): Promise<number> {
    return this.events.head();
  }

  /** Sends one request; an event stream is read up to its headers and closed. */
  async send({ method, path, token, body, rawBody, contentType }: Call): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    const bytes = body instanceof Uint8Array;
    const payload = rawBody ?? (body === undefined ? undefined : bytes ? body : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] = contentType ?? (bytes ? 'image/png' : 'application/json');
    const res = await fetch(`${this.url}/api${path}`, { method: method.toUpperCase(), headers, body: payload });
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, contentType: type, body: null };
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text, and the probe says so
    }
    return { status: res.status, contentType: type, body: parsed };
  }

  /** Sends a call that must succeed; its answer is taken to be `T` (the route's answer type, from events). */
  async ok<T = unknown>(call: Call, status = 200): Promise<T> {
    const answer = await this.send(call);
    if (answer.status !== status) throw new Error(`${call.method} ${call.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  }

  async login(emailOrUsername: string, password: string): Promise<string> {
    return (await this.ok<LoginResponse>({ method: 'post', path: '/auth/login', body: { emailOrUsername, password } })).sessionToken;
  }

  /** A new session for a role (the logout routes end the one they are sent with). */
  async freshSession(role: Role): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    if (role === 'ownerAdmin') return this.login(OWNER.username, OWNER.password);
    if (role === 'otherAdmin') {
      const demo = await this.ok<{ accounts: DemoAccount[] }>({ method: 'get', path: '/auth/demo-accounts' });
      const admin = demo.accounts.find((account) => account.userType === 'admin')!;
      return this.login(admin.emailOrUsername, admin.password);
    }
    return this.login(this.emails.get(role)!, PASSWORD);
  }

  async registerPlayer(firstName: string): Promise<{ id: string; email: string }> {
    this.registered += 1;
    const email = `${firstName.toLowerCase()}.${this.registered}@probe.test`;
    const { user } = await this.ok<{ user: PlayerAccount }>({ method: 'post', path: '/players/register', body: { email, password: PASSWORD, firstName } }, 201);
    return { id: user.id, email };
  }

  /** A message the scenario's participant posts in its league's chat; its id. */
  async chatMessage(scenario: Scenario): Promise<string> {
    const path = `/drafts/${scenario.draftId}/messages`;
    return (await this.ok<ChatMessage>({ method: 'post', path, token: scenario.participantToken, body: { text: 'A message to act on' } }, 201)).id;
  }

  /** A trade the finished scenario's two players can act on: `toPlayerId`, a team each way (`fromParticipant`: the participant offers it). */
  async tradeBody(scenario: Scenario, fromParticipant = true): Promise<{ toPlayerId: string; give: string[]; get: string[] }> {
    const [from, to] = fromParticipant ? [scenario.participantToken, scenario.secondToken!] : [scenario.secondToken!, scenario.participantToken];
    const teamOf = async (token: string) =>
      (await this.ok<UserPick[]>({ method: 'get', path: '/user/picks', token })).find((pick) => pick.draftId === scenario.draftId)!;
    const [give, get] = [await teamOf(from), await teamOf(to)];
    return { toPlayerId: get.playerId, give: [give.teamId!], get: [get.teamId!] };
  }

  /** A trade proposed in the finished scenario (`fromParticipant`: by the participant, else to them); its id. */
  async trade(scenario: Scenario, fromParticipant: boolean): Promise<string> {
    const token = fromParticipant ? scenario.participantToken : scenario.secondToken!;
    const body = await this.tradeBody(scenario, fromParticipant);
    return (await this.ok<TradeView>({ method: 'post', path: `/drafts/${scenario.draftId}/trades`, token, body }, 201)).id;
  }

  /** A session of a player made for one call that ends the account (deleting it), so the world's players stay. */
  async disposablePlayerSession(): Promise<string> {
    return this.login((await this.registerPlayer('doomed')).email, PASSWORD);
  }

  uniqueEmail(): string {
    this.registered += 1;
    return `someone.${this.registered}@probe.test`;
  }

  private async populate(): Promise<void> {
    for (const role of ['player', 'participant', 'outsider'] as const) {
      const { email } = await this.registerPlayer(role);
      this.emails.set(role, email);
    }
    this.victimId = (await this.registerPlayer('victim')).id;
    this.emails.set('ownerAdmin', OWNER.username);
    for (const role of ROLES) {
      const token = await this.freshSession(role);
      if (token) this.tokens.set(role, token);
    }
    await this.seedCasts();
    this.photoUrl = (await this.ok<{ photoUrl: string }>({ method: 'put', path: await this.uploadPath(), body: this.photoBytes })).photoUrl;
    const side = await this.createDraft();
    this.sideDraftId = side.id;
    await this.ok({ method: 'post', path: '/drafts/join', token: this.tokens.get('outsider'), body: { joinCode: side.joinCode } });
  }

  async seedCasts(): Promise<void> {
    const token = this.tokens.get('ownerAdmin');
    for (const tool of ['seed-teams', 'seed-contestants', 'seed-survivor-contestants']) await this.ok({ method: 'post', path: `/admin/${tool}`, token });
  }

  /** A fresh upload URL (each takes one photo; a path without PUBLIC_URL) as a path under /api, its signature in the query. */
  async uploadPath(): Promise<string> {
    const { url } = await this.ok<{ url: string }>({ method: 'post', path: '/objects/upload', token: this.tokens.get('ownerAdmin') });
    const { pathname, search } = new URL(url, this.url);
    return `${pathname.replace(/^\/api/, '')}${search}`;
  }

  private createDraft(): Promise<DraftSummary> {
    const body = { draftDate: '2026-12-01', showType: 'amazing_race', turnTimeLimit: 600 };
    return this.ok<DraftSummary>({ method: 'post', path: '/drafts', token: this.tokens.get('ownerAdmin'), body }, 201);
  }

  /** A fresh draft at the given stage, with the participant's token pointing at whoever is on the clock. */
  async scenario(stage: Stage): Promise<Scenario> {
    if (GAME_STAGES.includes(stage)) return this.gameScenario(stage as GameStage);
    await this.seedCasts();
    const draft = await this.createDraft();
    const second = await this.registerPlayer('second');
    const secondToken = await this.login(second.email, PASSWORD);
    const participant = this.tokens.get('participant')!;
    for (const token of [participant, secondToken]) await this.ok({ method: 'post', path: '/drafts/join', token, body: { joinCode: draft.joinCode } });
    const owner = this.tokens.get('ownerAdmin');
    const base = { draftId: draft.id, joinCode: draft.joinCode, participantToken: participant, lastPickNumber: null, nextPickNumber: null };
    const teams = await this.ok<Team[]>({ method: 'get', path: '/teams', token: owner });
    const contestantId = (await this.ok<Contestant[]>({ method: 'get', path: '/contestants', token: owner }))[0].id;
    if (stage === 'pending') return { ...base, contestantId, freeTeamId: teams[0].id };
    await this.ok({ method: 'post', path: `/drafts/${draft.id}/start`, token: owner });
    const onTheClock = async () => {
      const room = await this.ok<DraftRoom>({ method: 'get', path: `/drafts/${draft.id}`, token: owner });
      const token =
        room.draft.currentPlayerId === (await this.ok<PlayerAccount>({ method: 'get', path: '/players/me', token: participant })).id
          ? participant
          : secondToken;
      const taken = new Set(room.picks.map((pick) => pick.teamId)); // the probe's drafts are Amazing Race drafts
      return { token, pickNumber: room.draft.currentTurn as number, freeTeamId: teams.find((team) => !taken.has(team.id))!.id };
    };
    let turn = await onTheClock();
    if (stage === 'finished') return this.finished(draft.id, { ...base, contestantId, freeTeamId: turn.freeTeamId, secondToken }, onTheClock);
    if (stage === 'picked') {
      await this.ok({ method: 'post', path: `/drafts/${draft.id}/pick`, token: turn.token, body: { teamId: turn.freeTeamId, pickNumber: turn.pickNumber } });
      const picked = turn.pickNumber;
      turn = await onTheClock();
      return { ...base, contestantId, participantToken: turn.token, lastPickNumber: picked, nextPickNumber: turn.pickNumber, freeTeamId: turn.freeTeamId };
    }
    return { ...base, contestantId, participantToken: turn.token, nextPickNumber: turn.pickNumber, freeTeamId: turn.freeTeamId };
  }

  /** A pending draft with a game sent by its owner, played by the participant as far as the stage says. */
  private async gameScenario(stage: GameStage): Promise<Scenario> {
    const scenario = await this.scenario('pending');
    const owner = this.tokens.get('ownerAdmin');
    const sudoku = stage === 'sentSudoku' || stage === 'startedSudoku';
    const send = sudoku
      ? { method: 'post', path: '/admin/sudoku', token: owner, body: { draftId: scenario.draftId, difficulty: 'easy' } }
      : { method: 'post', path: '/admin/mini-games/send', token: owner, body: { draftId: scenario.draftId, gameType: 'jigsaw' } };
    const miniGameId = (await this.ok<{ id: string }>(send, 201)).id;
    if (stage === 'sentGame' || stage === 'sentSudoku') return { ...scenario, miniGameId };
    const token = scenario.participantToken;
    const { puzzle } = await this.ok<StartAnswer>({ method: 'post', path: `/player/mini-games/${miniGameId}/start`, token, body: {} });
    if (stage === 'startedGame' || stage === 'completedGame') await atHumanPace(puzzle);
    if (stage === 'completedGame') {
      await this.ok({ method: 'post', path: `/player/mini-games/${miniGameId}/complete`, token, body: { moves: jigsawSolve(puzzle) } });
    }
    return { ...scenario, miniGameId, puzzle };
  }

  /** Deletes a scenario's draft, so the next route's casts are not held by a live draft. */
  /** Every pick made; the participant's first team out in week 1; a team no one holds to claim. */
  private async finished(
    draftId: string,
    base: Scenario,
    onTheClock: () => Promise<{ token: string; pickNumber: number; freeTeamId: string }>,
  ): Promise<Scenario> {
    const owner = this.tokens.get('ownerAdmin');
    for (;;) {
      const room = await this.ok<DraftRoom>({ method: 'get', path: `/drafts/${draftId}`, token: owner });
      if (room.draft.status === 'completed') {
        const participantId = (await this.ok<PlayerAccount>({ method: 'get', path: '/players/me', token: base.participantToken })).id;
        const eliminatedTeamId = room.picks.find((pick) => pick.playerId === participantId)!.teamId!;
        await this.ok({ method: 'put', path: `/teams/${eliminatedTeamId}/eliminate`, token: owner, body: { eliminated: true, period: 1 } });
        const teams = await this.ok<Team[]>({ method: 'get', path: '/teams', token: owner });
        const taken = new Set(room.picks.map((pick) => pick.teamId));
        return { ...base, eliminatedTeamId, freeTeamId: teams.find((team) => !taken.has(team.id) && team.isActive)!.id };
      }
      const turn = await onTheClock();
      await this.ok({ method: 'post', path: `/drafts/${draftId}/pick`, token: turn.token, body: { teamId: turn.freeTeamId, pickNumber: turn.pickNumber } });
    }
  }

  async dispose(scenario: Scenario): Promise<void> {
    if (scenario.eliminatedTeamId) {
      await this.send({
        method: 'put',
        path: `/teams/${scenario.eliminatedTeamId}/eliminate`,
        token: this.tokens.get('ownerAdmin'),
        body: { eliminated: false },
      });
    }
    await this.send({ method: 'delete', path: `/admin/drafts/${scenario.draftId}`, token: this.tokens.get('ownerAdmin') });
  }

  /** The session a role's cell is sent with in this scenario. */
  tokenFor(role: Role, scenario: Scenario): string | undefined {
    return role === 'participant' ? scenario.participantToken : this.tokens.get(role);
  }

  get sideDraft(): string {
    return this.sideDraftId;
  }
}
