import { LEAGUE_EVENT_TYPES, leagueStream, rulesInWords, type LeagueRules, type LeagueRulesAnswer, type LeagueRulesRequest } from '@reality-draft/events';
import { fold, handleCommand, readStreamOf, type CommandFrom, type Principal } from '@reality-draft/kernel';
import type { LeagueSeasonCommand } from '../leagueSeason/commands';
import { leagueSeasonDecider } from '../leagueSeason/decide';
import type { LeagueSeasonEvent } from '../leagueSeason/evolve';
import type { LeagueSeasonState } from '../leagueSeason/state';
import type { ScoringDeps } from '../scoringDeps';
import { leagueFor } from './leagueAccess';

/** Claims and rule changes at once in one league each land in turn: decided again on a conflict. */
const LEAGUE_RETRIES = 25;

export const handleLeagueCommand = (deps: ScoringDeps, draftId: string, command: CommandFrom<LeagueSeasonState, LeagueSeasonCommand>) =>
  handleCommand<LeagueSeasonState, LeagueSeasonCommand, LeagueSeasonEvent>(deps.events, leagueStream(draftId), leagueSeasonDecider, command, {
    retries: LEAGUE_RETRIES,
  });

/** The league's season as its stream holds it now (a few dozen events). */
export async function leagueSeasonOf(deps: ScoringDeps, draftId: string): Promise<LeagueSeasonState> {
  const { events } = await readStreamOf(deps.events, leagueStream(draftId), LEAGUE_EVENT_TYPES);
  return fold(leagueSeasonDecider, events as LeagueSeasonEvent[]);
}

const answerOf = (draftId: string, rules: LeagueRules): LeagueRulesAnswer => ({ draftId, ...rules, words: rulesInWords(rules) });

/** GET /api/drafts/{id}/rules: its players, its admin and other admins (who watch). */
export async function leagueRules(deps: ScoringDeps, draftId: string, who: Principal): Promise<LeagueRulesAnswer> {
  await leagueFor(deps, draftId, who, 'viewer');
  return answerOf(draftId, (await leagueSeasonOf(deps, draftId)).rules);
}

/** PUT /api/admin/drafts/{id}/rules (its admin). */
export async function setLeagueRules(deps: ScoringDeps, draftId: string, who: Principal, request: LeagueRulesRequest): Promise<LeagueRulesAnswer> {
  await leagueFor(deps, draftId, who, 'owner');
  const { state } = await handleLeagueCommand(deps, draftId, { type: 'SetLeagueRules', draftId, request, by: who.id, now: deps.now() });
  return answerOf(draftId, state.rules);
}
