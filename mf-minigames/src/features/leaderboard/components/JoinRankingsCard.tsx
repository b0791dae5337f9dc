// 'Want to Join the Rankings?': where to play (players) or send a game (admins).
import { buttonClasses, Card } from '@reality-draft/kit';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

export function JoinRankingsCard({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Card className="flex flex-col gap-4 bg-gradient-to-br from-brand-50 to-white p-5 sm:flex-row sm:items-center sm:p-6">
      <span aria-hidden className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-600 ring-1 ring-brand-100">
        <Sparkles className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-slate-900">Want to Join the Rankings?</h2>
        <p className="mt-1 text-sm text-slate-600">
          {isAdmin
            ? 'Send a mini-game to one of your drafts; every player gets one timed attempt.'
            : 'Play the mini-games your admin sends to your drafts. You get one timed attempt each, and the three fastest win leaderboard points.'}
        </p>
      </div>
      <Link to={isAdmin ? '/admin/mini-games' : '/player/mini-games'} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
        {isAdmin ? 'Send a Mini-Game' : 'Your Mini-Games'}
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </Card>
  );
}
