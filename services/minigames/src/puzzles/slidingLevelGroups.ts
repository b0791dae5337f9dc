/** The committed levels in groups of equal difficulty: a sent game gives all its players levels from one group. */
import type { SlidingLevel } from '@reality-draft/events';
import { SLIDING_LEVELS } from './slidingLevels';

/** The fewest levels a group needs to be offered. */
export const MIN_GROUP_SIZE = 6;

export interface SlidingLevelGroup {
  minMoves: number;
  levels: SlidingLevel[];
}

/** Levels by their fewest moves, in increasing order. */
export function levelsByMinMoves(levels: readonly SlidingLevel[] = SLIDING_LEVELS): Map<number, SlidingLevel[]> {
  const groups = new Map<number, SlidingLevel[]>();
  for (const level of [...levels].sort((a, b) => a.minMoves - b.minMoves)) groups.set(level.minMoves, [...(groups.get(level.minMoves) ?? []), level]);
  return groups;
}

/** Every minMoves value with enough levels to give players different levels of the same difficulty. */
export function slidingLevelGroups(levels: readonly SlidingLevel[] = SLIDING_LEVELS): SlidingLevelGroup[] {
  return [...levelsByMinMoves(levels)].filter(([, group]) => group.length >= MIN_GROUP_SIZE).map(([minMoves, group]) => ({ minMoves, levels: group }));
}

export const slidingLevelById = (id: string): SlidingLevel | undefined => SLIDING_LEVELS.find((level) => level.id === id);
