// 'Mini-game not found' (spec 02 §2), with the way back.
import { buttonClasses, Card } from '@reality-draft/kit';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

export function MiniGameNotFound({ message }: { message?: string }) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-12 text-center">
      <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
        <SearchX className="h-7 w-7" />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Mini-game not found</h1>
      {message && <p className="mt-2 text-sm text-slate-600">{message}</p>}
      <Link to="/player/dashboard" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
    </Card>
  );
}
