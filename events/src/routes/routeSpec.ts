/**
 * The API as data: every route's method, path, who may call it and the JSON Schemas of what it
 * takes. Services build their routers from these tables, the route probe sweeps them, and the
 * OpenAPI document is generated from them, so none of the three can drift from the others.
 */

import type { AnswerName, RouteAnswerTypes } from './routeAnswerTypes';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call a route. The session's role is checked before anything else; the draft-scoped
 * kinds are then checked by the service against the draft named in the path.
 */
export type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any session, player or admin. */
  | 'signedIn'
  | 'player'
  | 'admin'
  /** Players in the draft, its owner admin, and other admins (who watch read-only). */
  | 'draftViewer'
  /** Players who joined the draft. */
  | 'draftParticipant'
  /** Players who joined the draft and the admin who created it (a league's own: its chat). */
  | 'draftMember'
  /** The admin who created the draft. */
  | 'draftOwner';

export type JsonSchema = Readonly<Record<string, unknown>>;

/** What a `:id` path parameter names (documentation, and the probe's fixtures). */
export type RouteSubject = 'draft' | 'player' | 'team' | 'contestant' | 'survivorContestant';

export interface RouteSpec {
  method: HttpMethod;
  /** Under /api, in Express form: `/drafts/:id/pick`. */
  path: string;
  access: Access;
  summary: string;
  description?: string;
  params?: JsonSchema;
  query?: JsonSchema;
  /** The JSON body. A POST or PUT without one accepts only an empty object (or no body). */
  body?: JsonSchema;
  /**
   * Takes the request's bytes as they are, whatever their Content-Type, rather than a JSON body: the
   * JSON parser leaves the route alone and its handler reads at most `maxBytes` (a file upload).
   */
  rawBody?: { maxBytes: number };
  subject?: RouteSubject;
  /**
   * What a success answers (a name of RouteAnswerTypes): the handler's answer and the client's data are
   * typed by it, and the route probe checks every answer against its schema. Every route has one but a
   * 204, a stream and a file's bytes.
   */
  answer?: AnswerName;
  /** Answers the bytes of a stored file (a photo) rather than JSON. */
  answersBytes?: true;
  /** The status of a success; 200 unless said. */
  success?: 200 | 201 | 202 | 204;
  /** A call the spec's client does not make. */
  beyondSpec?: true;
  /** The 403 wording for a session of the wrong role, where the spec words it. */
  forbiddenMessage?: string;
  /** Answers a Server-Sent Events stream rather than one JSON document. */
  stream?: true;
}

/** What route `R` answers: its table's answer type; nothing for a 204; unknown for a stream or a file. */
export type AnswerOf<R> = R extends { answer: infer N extends AnswerName } ? RouteAnswerTypes[N] : R extends { success: 204 } ? void : unknown;

/** A service's routes by id (the id names the operation in the OpenAPI document). */
export type RouteTable = Readonly<Record<string, RouteSpec>>;

export interface NamedRoute extends RouteSpec {
  id: string;
  /** The service whose table declares it. */
  service: string;
}

/** The role a session needs before the route looks any further; undefined: no session needed. */
export function sessionRoleOf(access: Access): 'any' | 'player' | 'admin' | undefined {
  switch (access) {
    case 'public':
      return undefined;
    case 'signedIn':
    case 'draftViewer':
    case 'draftMember':
      return 'any';
    case 'player':
    case 'draftParticipant':
      return 'player';
    case 'admin':
    case 'draftOwner':
      return 'admin';
  }
}

export const ACCESS_DESCRIPTIONS: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  signedIn: 'Any signed-in player or admin.',
  player: 'Signed-in players.',
  admin: 'Signed-in admins.',
  draftViewer: "The draft's participants, its owner admin, and other admins (read-only).",
  draftParticipant: 'Players who joined the draft.',
  draftMember: "The draft's participants and its owner admin.",
  draftOwner: 'The admin who created the draft.',
};

/** POST and PUT take a body; a DELETE only when its table row declares one (`DELETE /push/subscriptions { endpoint }`). */
export const takesBody = (route: Pick<RouteSpec, 'method' | 'body'>) =>
  route.method === 'post' || route.method === 'put' || (route.method === 'delete' && route.body !== undefined);
