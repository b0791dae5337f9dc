import { scoringRoutes, type PointsLogRow, type ShowType } from '@reality-draft/events';
import { routerFromTable, sendJsonText, type Principal } from '@reality-draft/kernel';
import type { Request, Response, Router } from 'express';
import { correctEntry, enterResultPoints, removeEntry, resultInputOf } from './ledger/pointEntries';
import { previewPoints } from './ledger/pointsPreview';
import { periodEntries, previewPeriod, replacePeriod } from './ledger/periodEntries';
import { previewTurns } from './ledger/previewTurns';
import { leagueRules, setLeagueRules } from './leagues/leagueRules';
import { getPrediction, listPredictions, makePrediction, setPredictionSettings } from './leagues/predictions';
import { claimReplacement, listReplacements, settleReplacementsNow } from './leagues/replacements';
import { leagueSeasons } from './leagues/seasons';
import { actOnTrade, listTrades, proposeTrade, type TradeAction } from './leagues/trades';
import { pointsLog } from './readModels/pointsLog';
import { leagueRecaps } from './recaps/leagueRecaps';
import type { ScoringDeps } from './scoringDeps';
import { setSpoilerGuard, spoilerGuardView, watchedBy } from './spoilers/spoilerGuard';
import { leaderboard } from './standings/leaderboard';
import { answerFor, StandingsMemo } from './standings/standingsMemo';
import { playerPoints, type StandingsQuery } from './standings/playerPoints';
import { scoredShows } from './standings/scoredShows';
import { detailedContestantPoints, pointTotalsTable } from './standings/pointTables';
import type { Viewer } from './standings/viewer';

const who = (req: Request) => req.principal!;

/** A period route's show and week or episode (validated by the route's params schema). */
const periodOf = (req: Request) => ({ showType: String(req.params.showType) as ShowType, period: Number(req.params.period) });
const draftIdOf = (req: Request) => String(req.params.id);
const onTrade = (deps: ScoringDeps, action: TradeAction) => async (req: Request, res: Response) => {
  res.json(await actOnTrade(deps, draftIdOf(req), String(req.params.tradeId), who(req), action));
};

/** The scoring service's routes, mounted under /api, built from its route table. */
export function scoringRouter(deps: ScoringDeps): Router {
  /** Admins see everything; a player's views count only what aired within their spoiler guard. */
  const viewerOf = async (principal: Principal): Promise<Viewer> => ({
    principal,
    watched: principal.userType === 'player' ? await watchedBy(deps, principal.id) : {},
  });
  const memo = new StandingsMemo();
  const view = async (req: Request) => {
    const [world, viewer] = await Promise.all([deps.cache.world(), viewerOf(who(req))]);
    return { world, viewer };
  };

  return routerFromTable(scoringRoutes, {
    enterTeamPoints: async (req, res) => {
      res.json(await enterResultPoints(deps, resultInputOf('team', req.body), who(req).id));
    },
    enterContestantPoints: async (req, res) => {
      res.json(await enterResultPoints(deps, resultInputOf('contestant', req.body), who(req).id));
    },
    teamPointTotals: async (req, res) => {
      const { world, viewer } = await view(req);
      res.json(pointTotalsTable(world, 'team', viewer));
    },
    contestantPointTotals: async (req, res) => {
      const { world, viewer } = await view(req);
      res.json(pointTotalsTable(world, 'contestant', viewer));
    },
    contestantPointsDetailed: async (req, res) => {
      const { world, viewer } = await view(req);
      res.json(detailedContestantPoints(world, viewer));
    },
    leaderboard: async (req, res) => {
      const { world, viewer } = await view(req);
      const query: StandingsQuery = req.query;
      const rows = memo.shared(world, `leaderboard|${query.draftId}|${query.showType}`, viewer, (asAdmin) => leaderboard(world, query, asAdmin));
      sendJsonText(res, answerFor(rows, viewer));
    },
    allPlayerPoints: async (req, res) => {
      const { world, viewer } = await view(req);
      const query: StandingsQuery = req.query;
      const rows = memo.shared(world, `players|${query.draftId}|${query.showType}`, viewer, (asAdmin) => playerPoints(world, query, asAdmin));
      sendJsonText(res, answerFor(rows, viewer));
    },
    correctEntry: async (req, res) => {
      res.json(await correctEntry(deps, String(req.params.entryId), req.body.points, who(req).id, req.body.reason));
    },
    removeEntry: async (req, res) => {
      res.json(await removeEntry(deps, String(req.params.entryId), who(req).id, req.query.reason));
    },
    pointsLog: async (req, res) => {
      const rows: PointsLogRow[] = await pointsLog(deps, req.query);
      res.json(rows);
    },
    periodEntries: async (req, res) => {
      const { showType, period } = periodOf(req);
      res.json(await periodEntries(deps, showType, period));
    },
    replacePeriod: async (req, res) => {
      res.json(await replacePeriod(deps, { ...periodOf(req), request: req.body, by: who(req).id }));
    },
    previewPeriod: async (req, res) => {
      res.json(await previewTurns.run(() => previewPeriod(deps, { ...periodOf(req), request: req.body, by: who(req).id })));
    },
    previewPoints: async (req, res) => {
      res.json(await previewTurns.run(() => previewPoints(deps, req.body.entries, who(req).id)));
    },
    scoredPeriods: async (_req, res) => {
      res.json(scoredShows(await deps.cache.world()));
    },
    getSpoilerGuard: async (req, res) => {
      res.json(spoilerGuardView(await watchedBy(deps, who(req).id)));
    },
    setSpoilerGuard: async (req, res) => {
      res.json(await setSpoilerGuard(deps, who(req).id, req.body.showType, req.body.watchedThrough));
    },
    recaps: async (req, res) => {
      const reveal = req.query.reveal === undefined ? undefined : Number(req.query.reveal);
      res.json(await leagueRecaps(deps, draftIdOf(req), await viewerOf(who(req)), reveal));
    },
    listPredictions: async (req, res) => {
      res.json(await listPredictions(deps, draftIdOf(req), await viewerOf(who(req))));
    },
    getPrediction: async (req, res) => {
      res.json(await getPrediction(deps, draftIdOf(req), Number(req.params.period), await viewerOf(who(req))));
    },
    makePrediction: async (req, res) => {
      res.json(await makePrediction(deps, draftIdOf(req), Number(req.params.period), req.body.itemId, await viewerOf(who(req))));
    },
    setPredictionSettings: async (req, res) => {
      res.json(await setPredictionSettings(deps, draftIdOf(req), who(req), req.body));
    },
    leagueRules: async (req, res) => {
      res.json(await leagueRules(deps, draftIdOf(req), who(req)));
    },
    setLeagueRules: async (req, res) => {
      res.json(await setLeagueRules(deps, draftIdOf(req), who(req), req.body));
    },
    listReplacements: async (req, res) => {
      res.json(await listReplacements(deps, draftIdOf(req), await viewerOf(who(req))));
    },
    claimReplacement: async (req, res) => {
      res.status(202).json(await claimReplacement(deps, draftIdOf(req), who(req), req.body));
    },
    settleReplacements: async (req, res) => {
      res.json(await settleReplacementsNow(deps, draftIdOf(req), who(req)));
    },
    seasons: async (req, res) => {
      res.json(await leagueSeasons(deps, draftIdOf(req), await viewerOf(who(req))));
    },
    listTrades: async (req, res) => {
      res.json(await listTrades(deps, draftIdOf(req), who(req)));
    },
    proposeTrade: async (req, res) => {
      res.status(201).json(await proposeTrade(deps, draftIdOf(req), who(req), req.body));
    },
    acceptTrade: onTrade(deps, 'accept'),
    declineTrade: onTrade(deps, 'decline'),
    cancelTrade: onTrade(deps, 'cancel'),
    vetoTrade: onTrade(deps, 'veto'),
  });
}
