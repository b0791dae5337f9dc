// Counts in words: "1 player", "3 players". Shared by every list and panel that counts people.

/** "1 participant", "0 participants". */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** "1 player", "3 players". */
export function playerCount(count: number): string {
  return countOf(count, 'player');
}
