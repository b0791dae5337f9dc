/** The catalogue's routes (docs/drafts.md#cast). */
import { emptyRequest, idParams } from '../routes/commonSchemas';
import type { RouteSpec, RouteTable } from '../routes/routeSpec';
import { CAST_TOOLS, type CastToolName } from './castTools';
import { PHOTO_MAX_BYTES, PHOTO_SIZES, UPLOAD_URL_TTL_MS } from './photos';
import { castImportRequest, eliminateRequest, photoParams, photoQuery, setPhotoRequest, showTypeParams, uploadParams, uploadQuery } from './schemas';

/** A data tool's route; `castTool` says which tool it runs. */
export interface CastToolRoute extends RouteSpec {
  castTool: CastToolName;
}

const castTool = (name: CastToolName): CastToolRoute & { answer: 'CastToolResponse' } => ({
  castTool: name,
  answer: 'CastToolResponse',
  method: 'post',
  path: `/admin/${name}`,
  access: 'admin',
  summary: CAST_TOOLS[name].summary,
  description: 'Answers { message, count, teams | contestants }.',
  body: emptyRequest,
});

const eliminate = <const A extends 'Team' | 'Contestant'>(
  subject: 'team' | 'contestant',
  path: string,
  answer: A,
): RouteSpec & { answer: A; params: typeof idParams; body: typeof eliminateRequest } => ({
  answer,
  method: 'put',
  path: `${path}/:id/eliminate`,
  access: 'admin',
  summary: `Eliminate or restore a ${subject}`,
  description:
    "eliminated true takes out the member, in the optional period (the episode, or the Amazing Race week, 1 to the show's last: 400 past it) " +
    'when known; again with another period corrects it. eliminated false restores the member and clears the period (400 with a period). ' +
    'Answers the member, whose eliminatedIn is that period or null.',
  params: idParams,
  subject,
  body: eliminateRequest,
});

/** An admin sets or removes one member's photo; `subject` names whose. */
const setPhoto = <const A extends 'Team' | 'Contestant'>(
  subject: 'team' | 'contestant' | 'survivorContestant',
  path: string,
  whose: string,
  answer: A,
  beyondSpec?: true,
): RouteSpec & { answer: A; params: typeof idParams; body: typeof setPhotoRequest } => ({
  answer,
  method: 'put',
  path: `${path}/:id/photo`,
  access: 'admin',
  summary: `Set or remove ${whose} photo`,
  description:
    'photoUrl is the upload URL the photo was PUT to (with or without its query), or the photo path that PUT answered; null removes the photo. ' +
    'Refused 400 for any other address, 422 when no photo was kept there, 404 for an unknown member or one of another show. ' +
    'Answers the member; setting the photo it already has changes nothing.',
  params: idParams,
  subject,
  body: setPhotoRequest,
  ...(beyondSpec && { beyondSpec }),
});

export const catalogRoutes = {
  listTeams: { answer: 'Team[]', method: 'get', path: '/teams', access: 'signedIn', summary: 'The Amazing Race teams' },
  listContestants: { answer: 'Contestant[]', method: 'get', path: '/contestants', access: 'signedIn', summary: 'The Big Brother contestants' },
  listSurvivorContestants: { answer: 'Contestant[]', method: 'get', path: '/survivor-contestants', access: 'signedIn', summary: 'The Survivor castaways' },
  seedTeams: castTool('seed-teams'),
  seedContestants: castTool('seed-contestants'),
  clearContestants: castTool('clear-contestants'),
  forceSeedContestants: castTool('force-seed-contestants'),
  seedSurvivorContestants: castTool('seed-survivor-contestants'),
  cleanupAmazingRace: castTool('cleanup-amazing-race'),
  cleanupBigBrother: castTool('cleanup-big-brother'),
  importCast: {
    answer: 'CastToolResponse',
    method: 'post',
    path: '/admin/cast/:showType/import',
    access: 'admin',
    summary: "Load a show's real cast from a JSON or CSV file's text",
    description: 'Refused (409) while a draft of that show is live.',
    params: showTypeParams,
    body: castImportRequest,
    beyondSpec: true,
  },
  eliminateTeam: eliminate('team', '/teams', 'Team'),
  eliminateContestant: eliminate('contestant', '/contestants', 'Contestant'),
  requestPhotoUpload: {
    answer: 'PhotoUploadTicket',
    method: 'post',
    path: '/objects/upload',
    access: 'admin',
    summary: 'A signed, single-use URL to PUT one photo to',
    description: `Answers { url }: an absolute URL, valid for ${UPLOAD_URL_TTL_MS / 60_000} minutes, that takes one PUT of the file's bytes.`,
    body: emptyRequest,
  },
  uploadPhoto: {
    answer: 'UploadedPhoto',
    method: 'put',
    path: '/objects/uploads/:uploadId',
    access: 'public',
    summary: "Upload a photo's bytes to a signed upload URL",
    description:
      "The body is the file itself, any Content-Type; the URL's signature is the only credential. " +
      `Kept only if it really is a JPEG, PNG or WebP image of at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB, re-encoded as WebP ` +
      `(${PHOTO_SIZES.large} and ${PHOTO_SIZES.small} pixels, metadata removed). Answers { photoUrl }. ` +
      'Refused 403 for a missing, tampered or expired signature, 409 when the URL was used already, 413 when too large, 415 when not such an image.',
    params: uploadParams,
    query: uploadQuery,
    rawBody: { maxBytes: PHOTO_MAX_BYTES },
  },
  photo: {
    method: 'get',
    path: '/objects/photos/:photoId',
    access: 'public',
    summary: 'A cast photo (image/webp)',
    answersBytes: true,
    description: 'Public, so an <img> can load it; cached for a year (a photo never changes under its id).',
    params: photoParams,
    query: photoQuery,
  },
  setSurvivorContestantPhoto: setPhoto('survivorContestant', '/survivor-contestants', "a Survivor contestant's", 'Contestant'),
  setContestantPhoto: setPhoto('contestant', '/contestants', "a Big Brother contestant's", 'Contestant', true),
  setTeamPhoto: setPhoto('team', '/teams', "an Amazing Race team's", 'Team', true),
} as const satisfies RouteTable;
