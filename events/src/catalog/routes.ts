/** The catalogue's routes (spec 01 §2 and §7, spec 02 §2). */
import { emptyRequest, idParams } from '../routes/commonSchemas';
import type { RouteSpec, RouteTable } from '../routes/routeSpec';
import { CAST_TOOLS, type CastToolName } from './castTools';
import { castImportRequest, eliminateRequest, showTypeParams } from './schemas';

/** A data tool's route; `castTool` says which tool it runs. */
const castTool = (name: CastToolName): RouteSpec & { castTool: CastToolName } => ({
  castTool: name,
  method: 'post',
  path: `/admin/${name}`,
  access: 'admin',
  summary: CAST_TOOLS[name].summary,
  description: 'Answers { message, count, teams | contestants }.',
  body: emptyRequest,
});

const eliminate = (subject: 'team' | 'contestant', path: string): RouteSpec => ({
  method: 'put',
  path: `${path}/:id/eliminate`,
  access: 'admin',
  summary: `Eliminate or restore a ${subject}`,
  params: idParams,
  subject,
  body: eliminateRequest,
});

export const catalogRoutes = {
  listTeams: { method: 'get', path: '/teams', access: 'signedIn', summary: 'The Amazing Race teams' },
  listContestants: { method: 'get', path: '/contestants', access: 'signedIn', summary: 'The Big Brother contestants' },
  listSurvivorContestants: { method: 'get', path: '/survivor-contestants', access: 'signedIn', summary: 'The Survivor castaways' },
  seedTeams: castTool('seed-teams'),
  seedContestants: castTool('seed-contestants'),
  clearContestants: castTool('clear-contestants'),
  forceSeedContestants: castTool('force-seed-contestants'),
  seedSurvivorContestants: castTool('seed-survivor-contestants'),
  cleanupAmazingRace: castTool('cleanup-amazing-race'),
  cleanupBigBrother: castTool('cleanup-big-brother'),
  importCast: {
    method: 'post',
    path: '/admin/cast/:showType/import',
    access: 'admin',
    summary: "Load a show's real cast from a JSON or CSV file's text",
    description: 'Refused (409) while a draft of that show is live.',
    params: showTypeParams,
    body: castImportRequest,
    beyondSpec: true,
  },
  eliminateTeam: eliminate('team', '/teams'),
  eliminateContestant: eliminate('contestant', '/contestants'),
} as const satisfies RouteTable;
