import { REPLACEMENT_TEXTS } from '@reality-draft/events';
import {
  choicesOf,
  claimChance,
  claimOutcomeText,
  claimProblem,
  claimState,
  hasPending,
  nextSettleInMs,
  nextSettlesAt,
  noClaimText,
  remainingText,
  rulesSummary,
  swapText,
  timeText,
  wonClaimsKey,
} from './replacementView';
import { aClaim } from '../../../../test/replacementFixtures';

const NOW = Date.parse('2026-12-04T12:00:00Z');
const claim = aClaim;
const rules = { perPlayer: 2, pointCost: 2, claimHours: 24 };

describe('replacement picks, as the league page words them', () => {
  it('says how many are left, and the rules in short', () => {
    expect(remainingText({ remaining: 1, rules })).toBe('1 of 2 replacements left');
    expect(remainingText({ remaining: 1, rules: { ...rules, perPlayer: 1 } })).toBe('1 of 1 replacement left');
    expect(remainingText({ remaining: 0, rules: { ...rules, perPlayer: 0 } })).toBe('No replacement picks this season');
    expect(rulesSummary(rules)).toBe('2 points each; claims stay open 24 hours.');
    expect(rulesSummary({ perPlayer: 1, pointCost: 1, claimHours: 1 })).toBe('1 point each; claims stay open 1 hour.');
    expect(rulesSummary({ perPlayer: 1, pointCost: 0, claimHours: 0 })).toBe('No point cost; claims settle at once, first come, first served.');
  });

  it('tells a player whether they may claim, and why not', () => {
    const eliminated = [{ itemId: 'bb-2', label: 'Bram Thistledown' }];
    expect(claimChance({ rules, remaining: 2, droppable: eliminated })).toBe('claim');
    expect(claimChance({ rules, remaining: 2, droppable: [] })).toBe('noneEliminated');
    expect(claimChance({ rules, remaining: 0, droppable: eliminated })).toBe('noneLeft');
    expect(claimChance({ rules: { ...rules, perPlayer: 0 }, remaining: 0, droppable: eliminated })).toBe('off');
    expect(noClaimText('noneEliminated', 2, 'big_brother')).toBe(
      'You can claim a replacement once one of your picks is eliminated: drop that house guest for someone undrafted who is still in.',
    );
    expect(noClaimText('noneLeft', 2, 'survivor')).toBe(REPLACEMENT_TEXTS.noneLeft(2));
    expect(noClaimText('off', 0, 'amazing_race')).toBe('This league has no replacement picks this season.');
  });

  it('words each claim: pending until the window closes, won from a period at a cost, lost and why', () => {
    const when = timeText('2026-12-05T11:00:00Z', NOW, 'en-US', 'UTC');
    expect(when).toBe('Sat, Dec 5, 11:00 AM');
    expect(timeText('2027-01-02T09:30:00Z', NOW, 'en-US', 'UTC')).toBe('Sat, Jan 2, 2027, 9:30 AM');
    expect(claimState(claim('a'), 'big_brother', NOW, 'en-US', 'UTC')).toEqual({ label: 'Pending', tone: 'warning', detail: `until ${when}` });
    expect(claimState(claim('b', { status: 'won', fromPeriod: 2, pointCost: 2 }), 'big_brother', NOW)).toEqual({
      label: 'Won',
      tone: 'success',
      detail: 'from episode 2, cost 2 points',
    });
    expect(claimState(claim('c', { status: 'won', fromPeriod: 5, pointCost: 0 }), 'amazing_race', NOW).detail).toBe('from week 5, no point cost');
    const lost = claim('d', { status: 'lost', reason: REPLACEMENT_TEXTS.lostToLower('Keira Sparrowhawk') });
    expect(claimState(lost, 'big_brother', NOW)).toEqual({
      label: 'Lost',
      tone: 'danger',
      detail: 'A player placed lower in the standings claimed Keira Sparrowhawk too.',
    });
    expect(claimState(claim('e', { status: 'lost' }), 'big_brother', NOW).detail).toBe('The claim did not go through.');
    expect(swapText(claim('a'))).toBe('Keira Sparrowhawk in for Bram Thistledown');
  });

  it('says what the claim came to, for the form', () => {
    expect(claimOutcomeText(claim('a'), 'big_brother', NOW, 'en-US', 'UTC')).toBe(
      'Claim made: Keira Sparrowhawk in for Bram Thistledown, pending until Sat, Dec 5, 11:00 AM.',
    );
    expect(claimOutcomeText(claim('b', { status: 'won', fromPeriod: 3, pointCost: 1 }), 'survivor', NOW)).toBe(
      'Won: Keira Sparrowhawk in for Bram Thistledown, from episode 3, cost 1 point.',
    );
    expect(claimOutcomeText(claim('c', { status: 'lost', reason: 'Gone.' }), 'survivor', NOW)).toBe('Lost: Gone.');
  });

  it('knows when the open window closes, and when a roster moved', () => {
    const claims = [
      claim('a', { settlesAt: '2026-12-05T11:00:00Z' }),
      claim('b', { settlesAt: '2026-12-04T12:00:30Z' }),
      claim('c', { status: 'won', settlesAt: '2026-12-01T00:00:00Z' }),
    ];
    expect(hasPending(claims)).toBe(true);
    expect(hasPending([claims[2]])).toBe(false);
    expect(nextSettlesAt(claims)).toBe('2026-12-04T12:00:30Z');
    expect(nextSettleInMs(claims, NOW)).toBe(31_000);
    expect(nextSettleInMs([claim('late', { settlesAt: '2026-12-04T11:00:00Z' })], NOW)).toBe(1000);
    expect(nextSettleInMs([claims[2]], NOW)).toBeNull();
    expect(wonClaimsKey(claims)).toBe('c');
    expect(wonClaimsKey([...claims, claim('0', { status: 'won' })])).toBe('0,c');
  });

  it('offers the choices and checks both are made', () => {
    expect(choicesOf([{ itemId: 'bb-2', label: 'Bram Thistledown' }])).toEqual([{ value: 'bb-2', label: 'Bram Thistledown' }]);
    expect(claimProblem('', 'bb-11', 'big_brother')).toBe('Choose the eliminated house guest to drop.');
    expect(claimProblem('bb-2', '', 'amazing_race')).toBe('Choose the team to add.');
    expect(claimProblem('bb-2', 'bb-11', 'survivor')).toBeNull();
  });
});
