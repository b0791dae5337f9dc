import type { PickRequest, ShowType } from '@reality-draft/events';
import { BadRequest } from '@reality-draft/kernel';

/** The item a pick body names, checked against the show: teamId for Amazing Race, else contestantId. */
export function pickedItemId(body: PickRequest, showType: ShowType): string {
  const given = [body.teamId, body.contestantId, body.survivorContestantId].filter((value) => value !== undefined);
  if (given.length !== 1) throw new BadRequest('Send exactly one of teamId, contestantId or survivorContestantId.');
  if (showType === 'amazing_race' && body.teamId === undefined) throw new BadRequest('Amazing Race picks send teamId.');
  if (showType !== 'amazing_race' && body.teamId !== undefined) throw new BadRequest('Big Brother and Survivor picks send contestantId.');
  return given[0];
}
