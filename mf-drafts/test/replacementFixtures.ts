// Replacement claims for the league page's specs: Philippa swaps Bram Thistledown for Keira Sparrowhawk,
// pending, claimed at 11:00 on 4 December and settling a day later unless `over` says otherwise.
import type { ReplacementClaimView } from '@reality-draft/events';

export const aClaim = (id: string, over: Partial<ReplacementClaimView> = {}): ReplacementClaimView => ({
  id,
  playerId: 'p1',
  playerName: 'Philippa Tester',
  drop: { itemId: 'bb-2', label: 'Bram Thistledown' },
  add: { itemId: 'bb-11', label: 'Keira Sparrowhawk' },
  status: 'pending',
  claimedAt: '2026-12-04T11:00:00Z',
  settlesAt: '2026-12-05T11:00:00Z',
  fromPeriod: null,
  pointCost: 0,
  reason: null,
  ...over,
});
