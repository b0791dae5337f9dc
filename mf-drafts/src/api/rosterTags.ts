// The room's and the rosters' tags: what a change that moves picks (a won claim, a completed trade) makes stale.
export const rosterTags = (draftId: string) => [{ type: 'Draft' as const, id: draftId }, 'Picks' as const];
