// A league card's read as the card shows it: a plain line when the server refused it (403: only the
// league's players and admins may read it), else the read's states (kit's ReadStates) and its answer.
import { ReadStates, type ReadStatesProps } from '@reality-draft/kit';

export interface LeagueRead<T> {
  answer: T | undefined;
  isLoading: boolean;
  error: unknown;
  refused: boolean;
}

export function LeagueReadStates<T>({
  read,
  refusedText,
  ...states
}: Omit<ReadStatesProps<T>, 'data' | 'isLoading' | 'error'> & {
  read: LeagueRead<T>;
  /** "Only the league’s players and its admin can see its trades." */
  refusedText: string;
}) {
  if (read.refused) return <p className="text-sm text-slate-500">{refusedText}</p>;
  return <ReadStates data={read.answer} isLoading={read.isLoading} error={read.error} {...states} />;
}
