// Trades for the league page's specs: Leopold offers Avery Quillfeather to Henrietta for Bram Thistledown,
// proposed at 11:00 on 4 December, unless `over` says otherwise.
import type { TradeView } from '@reality-draft/events';

export const aTrade = (id: string, over: Partial<TradeView> = {}): TradeView => ({
  id,
  status: 'proposed',
  fromPlayerId: 'leo',
  fromPlayerName: 'Leopold Tester',
  toPlayerId: 'hen',
  toPlayerName: 'Henrietta Tester',
  give: [{ itemId: 'bb-1', label: 'Avery Quillfeather' }],
  get: [{ itemId: 'bb-2', label: 'Bram Thistledown' }],
  proposedAt: '2026-12-04T11:00:00Z',
  completesAt: null,
  fromPeriod: null,
  reason: null,
  updatedAt: '2026-12-04T11:00:00Z',
  ...over,
});
