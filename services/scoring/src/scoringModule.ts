import type { ServiceFactory } from '@reality-draft/kernel';
import { scoringRouter } from './api';
import { castProjection } from './readModels/castProjection';
import { draftsProjection } from './readModels/draftsProjection';
import { logProjection } from './readModels/logProjection';
import { peopleProjection } from './readModels/peopleProjection';
import { pointsProjection } from './readModels/pointsProjection';
import { predictionsProjection } from './readModels/predictionsProjection';
import { recapPeriodsProjection } from './readModels/recapPeriodsProjection';
import { leagueClaimsProjection } from './readModels/leagueClaimsProjection';
import { ClaimsClock } from './leagues/claimsClock';
import { spoilersProjection } from './readModels/spoilersProjection';
import type { ScoringDeps } from './scoringDeps';
import { canReadScoringTopic, scoringTopics } from './readModels/scoringTopics';
import { ScoringWorldCache } from './standings/scoringWorld';
import { scoringExport } from './standings/playerExport';

export interface ScoringSettings {
  now: () => Date;
}

/** The scoring service: the points ledger, point tables, leaderboards, breakdowns and the spoiler guard. */
export function scoringService(overrides: Partial<ScoringSettings> = {}): ServiceFactory {
  return ({ events, docs, waitForReadModels, readModelsRole, logger }) => {
    // A copy that does not project the read models cannot hear of their changes: it reloads them as the owner moves on.
    const cache = new ScoringWorldCache(docs, () => (readModelsRole.owner ? undefined : readModelsRole.position()));
    const deps: ScoringDeps = { events, docs, cache, waitForReadModels, now: overrides.now ?? (() => new Date()) };
    const clock = new ClaimsClock(deps, readModelsRole, logger);
    return {
      name: 'scoring',
      projections: [
        castProjection(() => cache.changed('casts')),
        draftsProjection(() => cache.changed('drafts')),
        peopleProjection(() => cache.changed('people')),
        pointsProjection(() => cache.changed('points')),
        predictionsProjection(() => cache.changed('predictions')),
        recapPeriodsProjection(() => cache.changed('recapPeriods')),
        leagueClaimsProjection(),
        logProjection(),
        spoilersProjection(),
      ],
      router: scoringRouter(deps),
      exportPlayer: (playerId) => scoringExport(deps, playerId),
      topicsOf: scoringTopics,
      canRead: canReadScoringTopic,
      start: async () => clock.start(),
      stop: async () => clock.stop(),
    };
  };
}
