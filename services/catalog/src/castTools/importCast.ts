import { SHOW_SEASONS, type CastImportRequest, type CastToolResponse, type ShowType } from '@reality-draft/events';
import type { CatalogDeps } from '../catalogDeps';
import { castList, handleCastCommand } from '../cast/handleCastCommand';
import { readCastFile } from '../castFiles/castFile';
import { castMembersFromRows } from '../castFiles/castRows';
import { castMessages } from './castMessages';
import { castToolResponse } from './castToolResponse';

/** Replaces a show's cast with one read from a JSON or CSV file; the season defaults to the show's. */
export async function importCast(deps: CatalogDeps, showType: ShowType, request: CastImportRequest, adminId: string): Promise<CastToolResponse> {
  const season = request.season ?? SHOW_SEASONS[showType];
  const members = castMembersFromRows(showType, season, readCastFile(request.format, request.content));
  const { after } = await handleCastCommand(deps, showType, { type: 'ImportCast', season, members, by: adminId, now: deps.now().toISOString() });
  const cast = castList(after);
  return castToolResponse(showType, castMessages.imported(showType, season, cast.length), cast.length, cast);
}
