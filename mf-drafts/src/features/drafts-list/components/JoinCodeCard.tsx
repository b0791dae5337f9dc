// The join-code box (players only): a 6-digit code (older codes with letters are uppercased and still
// join); an incomplete code gets the spec's 'Invalid Join Code' toast.
import { Button, inputClasses, normalizeJoinCode, SectionCard } from '@reality-draft/kit';
import { JOIN_CODE_LENGTH } from '@reality-draft/events';
import { KeyRound, LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

export function JoinCodeCard({ onJoin, busy }: { onJoin: (code: string) => Promise<boolean>; busy: boolean }) {
  const [code, setCode] = useState('');
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onJoin(code)) setCode('');
  }

  return (
    <SectionCard icon={<KeyRound className="h-5 w-5" />} title="Join with a Code" description="Enter the 6-digit join code your admin gave you.">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            Join Code
          </label>
          <input
            id={inputId}
            className={`${inputClasses} font-mono uppercase tracking-[0.3em]`}
            value={code}
            onChange={(event) => setCode(normalizeJoinCode(event.target.value))}
            maxLength={JOIN_CODE_LENGTH}
            placeholder="123456"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </div>
        <Button type="submit" busy={busy} className="sm:w-auto">
          {!busy && <LogIn className="h-4 w-4" aria-hidden />}
          Join Draft
        </Button>
      </form>
    </SectionCard>
  );
}
