// The signed-out pages' frame: the showcase beside a card (login, forgot and reset password).
import { BrandMark, Card } from '@reality-draft/kit/host';
import type { ReactNode } from 'react';
import { AuthShowcase } from './AuthShowcase';

export function AuthLayout({ notice, children }: { notice?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-950 via-brand-800 to-fuchsia-800">
      <main className="mx-auto grid min-h-screen max-w-6xl items-center gap-10 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <AuthShowcase />
        <div className="mx-auto w-full max-w-md">
          <BrandMark inverted className="mb-6 justify-center lg:hidden" />
          {notice}
          <Card className="p-5 shadow-2xl sm:p-8">{children}</Card>
          <p className="mt-6 text-center text-xs text-brand-100/80">Reality Draft · Draft System</p>
        </div>
      </main>
    </div>
  );
}

/** A signed-out card's heading and the line under it. */
export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-500">{children}</p>
    </>
  );
}
