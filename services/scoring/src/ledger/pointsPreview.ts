import {
  PREVIEW_ENTRY_BODIES,
  PREVIEW_ROUTES,
  SHOW_NAMES,
  type ContestantPointsRequest,
  type PointEvent,
  type PointsPreviewAnswer,
  type PreviewRoute,
  type ShowType,
  type TeamPointsRequest,
} from '@reality-draft/events';
import { AppError, BadRequest, RuleViolation, settleToHead, validate } from '@reality-draft/kernel';
import type { Request, Response } from 'express';
import type { ScoringDeps } from '../scoringDeps';
import { rankChanges } from '../standings/rankChanges';
import { ledgerDecider } from './decide';
import { readStates } from './periodEntries';
import { resultCommand, resultInputOf } from './pointEntries';

/** The show whose cast each contestant route's entries come from (a team's show is its cast's). */
const ROUTE_SHOWS: Partial<Record<PreviewRoute, ShowType>> = { contestant: 'big_brother', survivorContestant: 'survivor' };
const routeOfShow = (show: ShowType) => PREVIEW_ROUTES.find((route) => ROUTE_SHOWS[route] === show) ?? 'team';

/** Each points route's own check of its body: the same request validation the route runs (defaults filled, extras dropped). */
const BODY_CHECKS = Object.fromEntries(PREVIEW_ROUTES.map((route) => [route, validate({ body: PREVIEW_ENTRY_BODIES[route] })])) as Record<
  PreviewRoute,
  ReturnType<typeof validate>
>;

/** Entry 2 (team): ... — which entry a refusal is about, its status kept. */
function refusalOf(error: unknown, index: number, route?: string): unknown {
  if (!(error instanceof AppError)) return error;
  const message = `Entry ${index + 1}${route ? ` (${route})` : ''}: ${error.message}`;
  const details = (error.details as { instancePath?: string }[] | undefined)?.map((detail) => ({
    ...detail,
    instancePath: `/entries/${index}${detail.instancePath ?? ''}`,
  }));
  return new AppError(error.status, message, details);
}

/** One entry checked exactly as its points route checks its body: 400 naming the entry and the field. */
function checkedBody(entry: unknown, index: number): { route: PreviewRoute; body: TeamPointsRequest | ContestantPointsRequest } {
  const { route, ...body } = entry as { route: unknown };
  if (!PREVIEW_ROUTES.includes(route as PreviewRoute)) {
    throw new BadRequest(`Entry ${index + 1}: route must be one of: ${PREVIEW_ROUTES.join(', ')}.`, [{ instancePath: `/entries/${index}/route` }]);
  }
  const request = { body } as Request;
  try {
    BODY_CHECKS[route as PreviewRoute](request, {} as Response, () => undefined);
  } catch (error) {
    throw refusalOf(error, index, String(route));
  }
  return { route: route as PreviewRoute, body: request.body };
}

/**
 * What these entries would append to the ledger, decided as their routes decide them (the entry's
 * command on its stream's state, a later entry of the same key deciding on the earlier one's result),
 * appending nothing.
 */
async function wouldAppend(deps: ScoringDeps, entries: readonly unknown[], by: string): Promise<PointEvent[]> {
  const bodies = entries.map(checkedBody);
  const casts = await deps.cache.part('casts');
  const now = deps.now();
  const commands = bodies.map(({ route, body }, index) => {
    try {
      const planned = resultCommand(casts, resultInputOf(route === 'team' ? 'team' : 'contestant', body), by, now);
      const show = ROUTE_SHOWS[route];
      if (show && planned.showType !== show) {
        throw new RuleViolation(
          `${planned.command.key.subjectId} is a ${SHOW_NAMES[planned.showType]} contestant, not ${SHOW_NAMES[show]}: use route ${routeOfShow(planned.showType)}.`,
        );
      }
      return planned;
    } catch (error) {
      throw refusalOf(error, index, route);
    }
  });
  const states = await readStates(
    deps.events,
    commands.map((planned) => planned.entryId),
  );
  const events: PointEvent[] = [];
  commands.forEach(({ entryId, command }, index) => {
    try {
      const decided = ledgerDecider.decide(command, states.get(entryId)!);
      states.set(entryId, decided.reduce(ledgerDecider.evolve, states.get(entryId)!));
      events.push(...decided);
    } catch (error) {
      throw refusalOf(error, index, bodies[index].route);
    }
  });
  return events;
}

/**
 * POST /api/admin/points/preview: every player whose total or rank in a draft would move if these
 * entries were saved through their routes. Nothing is written: the would-be events are folded over
 * the standings' world in memory (the read models caught up with the log's head first).
 */
export async function previewPoints(deps: ScoringDeps, entries: readonly unknown[], by: string): Promise<PointsPreviewAnswer> {
  await settleToHead(deps);
  const events = await wouldAppend(deps, entries, by);
  return { changes: rankChanges(await deps.cache.world(), events) };
}
