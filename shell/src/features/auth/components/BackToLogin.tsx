import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The way back from the password pages to the login screen. */
export function BackToLogin({ children = 'Back to Login' }: { children?: string }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {children}
      </Link>
    </p>
  );
}
