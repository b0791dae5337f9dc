// Shown above the login card after the account itself ended (deleted by its player).
import { CheckCircle2 } from 'lucide-react';

export function SignedOutNotice({ message }: { message: string }) {
  return (
    <div role="status" className="mb-4 flex gap-3 rounded-xl border border-white/20 bg-white/10 p-4 text-sm text-white backdrop-blur">
      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>{message}</p>
    </div>
  );
}
