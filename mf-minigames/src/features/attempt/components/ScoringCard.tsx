// How a mini-game scores: the server's clock, and the three fastest's points when the admin finishes.
import { SectionCard } from '@reality-draft/kit';
import { Award } from 'lucide-react';
import { POINT_SYSTEM_TEXT } from '../model/bestTimes';

export function ScoringCard() {
  return (
    <SectionCard icon={<Award className="h-5 w-5" />} title="How Scoring Works" bodyClassName="space-y-2 pt-3 text-sm text-slate-600 sm:pt-3">
      <p>{POINT_SYSTEM_TEXT}</p>
      <p>Your time is measured by the server from the moment you start, and your moves are checked, so every time on the leaderboard is real.</p>
    </SectionCard>
  );
}
