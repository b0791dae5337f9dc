// Shown above the login card when a screen's access check failed.
import { displayName, LOGIN_DESTINATION, sessionPerson, useSession } from '@reality-draft/kit/host';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';

export function AccessNotice({ needs }: { needs: string }) {
  const session = useSession();
  return (
    <div role="note" className="mb-4 flex gap-3 rounded-xl border border-white/20 bg-white/10 p-4 text-sm text-white backdrop-blur">
      <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {session.role !== 'anonymous' ? (
        <p>
          You're signed in as {displayName(sessionPerson(session), session.role)} ({session.role}). This page needs {needs}.{' '}
          <Link to={LOGIN_DESTINATION[session.role]} className="font-semibold underline underline-offset-2">
            Back to your start page
          </Link>
        </p>
      ) : (
        <p>Please log in to open this page. It needs {needs}.</p>
      )}
    </div>
  );
}
