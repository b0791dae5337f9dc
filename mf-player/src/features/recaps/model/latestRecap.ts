// What the dashboard shows of a league's recaps: the latest one (the answer lists them newest first), a
// hidden one replaced by its revealed read once that is back whole, and a whole one in brief: its lines
// and its top three.
import { RECAP_TEXTS, type Recap, type RecapStanding } from '@reality-draft/events';

/** The latest recap (by period, whatever the answer's order), or null for a league without one. */
export function latestRecap(recaps: readonly Recap[] | undefined): Recap | null {
  if (!recaps?.length) return null;
  return recaps.reduce((latest, recap) => (recap.period > latest.period ? recap : latest));
}

/**
 * The recap as this visit shows it: a hidden one the player revealed is the whole one its `?reveal=` read
 * answered; until that read is back (or if it still answers hidden: the guard moved meanwhile) the one listed.
 */
export function recapShown(listed: Recap, revealed: readonly Recap[] | undefined): Recap {
  if (!listed.hidden) return listed;
  const whole = revealed?.find((recap) => recap.period === listed.period);
  return whole && !whole.hidden ? whole : listed;
}

/** The service's last line names the top three ("Top three: 1st Ann Lee (12), …"); the card lists them itself from the standings, so leaves that line out. */
const namesTopThree = (line: string) => line.startsWith(RECAP_TEXTS.topThree);

export interface RecapBrief {
  lines: string[];
  /** The top three after the period (more than three names only never: ties past the third place are cut as the line cuts them). */
  topThree: RecapStanding[];
}

export function recapBrief(recap: Pick<Recap, 'lines' | 'standings'>): RecapBrief {
  const topThree = recap.standings.filter((standing) => standing.rank <= 3).slice(0, 3);
  return { lines: topThree.length ? recap.lines.filter((line) => !namesTopThree(line)) : [...recap.lines], topThree };
}

/** "+3", "0", "−2" (a true minus sign): what the period added. */
export { signedPointsText as periodPointsText } from '@reality-draft/kit';
