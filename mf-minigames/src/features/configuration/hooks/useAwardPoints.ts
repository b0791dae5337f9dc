// The finish's 1st, 2nd and 3rd points as the admin types them: the spec's 3, 2 and 1 until changed.
import { DEFAULT_AWARD_POINTS } from '@reality-draft/events';
import { useState } from 'react';
import { readAwardPoints, type AwardPointsInput } from '../model/finishText';

const DEFAULT_INPUT: AwardPointsInput = {
  first: String(DEFAULT_AWARD_POINTS.first),
  second: String(DEFAULT_AWARD_POINTS.second),
  third: String(DEFAULT_AWARD_POINTS.third),
};

export function useAwardPoints() {
  const [input, setInput] = useState(DEFAULT_INPUT);
  return { input, onChange: (place: keyof AwardPointsInput, text: string) => setInput((now) => ({ ...now, [place]: text })), ...readAwardPoints(input) };
}

export type AwardPointsState = ReturnType<typeof useAwardPoints>;
