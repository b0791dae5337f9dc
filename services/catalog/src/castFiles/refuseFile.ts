import { castFileProblemsMessage, type CastFileProblem } from '@reality-draft/events';
import { BadRequest } from '@reality-draft/kernel';

/** A file's problems refuse it whole: a 400 whose message names each by row and field, and whose `errors` lists them. */
export const refuseFile = (problems: CastFileProblem[]) => new BadRequest(castFileProblemsMessage(problems), problems);

/** A problem of the whole file (no row, no field). */
export const refuseWholeFile = (problem: string) => refuseFile([{ row: null, field: null, problem }]);
