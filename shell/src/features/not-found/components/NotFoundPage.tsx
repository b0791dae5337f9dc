// Any unknown path: '404 Page Not Found' with a link home.
import { BrandMark, buttonClasses, START_PAGE, useSession } from '@reality-draft/kit/host';
import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const session = useSession();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-12 text-center">
      <BrandMark className="mb-10" />
      <div aria-hidden className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <MapPinOff className="h-8 w-8" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">The page you're looking for doesn't exist or has moved.</p>
      <Link to={START_PAGE[session.role]} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Home
      </Link>
    </main>
  );
}
