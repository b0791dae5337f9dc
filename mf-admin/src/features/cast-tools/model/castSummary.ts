// A show's current cast at a glance: how many, how many still in the game, demo or not, which season.
export interface CastSummary {
  count: number;
  active: number;
  demo: boolean;
  season: number | null;
}

export function castSummary(items: ReadonlyArray<{ isActive: boolean; demo: boolean; season: number }> | undefined): CastSummary | null {
  if (!items) return null;
  return {
    count: items.length,
    active: items.filter((item) => item.isActive).length,
    demo: items.some((item) => item.demo),
    season: items[0]?.season ?? null,
  };
}

export function castCountText(summary: CastSummary, noun: { one: string; many: string }): string {
  const members = `${summary.count} ${summary.count === 1 ? noun.one : noun.many}`;
  const out = summary.count - summary.active;
  return out > 0 ? `${members} (${out} out)` : members;
}
