// The league's rules (docs/league.md#rules) in plain words: replacement picks and trades. Its
// players and other admins read them; the league's own admin changes them in a form under the words.
import type { LeagueRulesAnswer } from '@reality-draft/events';
import { Button, SectionCard, toast } from '@reality-draft/kit';
import { Check, Pencil, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { LeagueReadStates } from '../../../components/LeagueReadStates';
import { useFocusOnClose } from '../../../hooks/useFocusOnClose';
import { useLeagueRules } from '../hooks/useLeagueRules';
import { LeagueRulesForm } from './LeagueRulesForm';

function RuleWords({ words }: { words: readonly string[] }) {
  return (
    <ul aria-label="The league's rules" className="space-y-2 text-sm text-slate-700">
      {words.map((sentence) => (
        <li key={sentence} className="flex gap-2">
          <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
          <span className="min-w-0">{sentence}</span>
        </li>
      ))}
    </ul>
  );
}

function Rules({ rules, leagueAdmin }: { rules: LeagueRulesAnswer; leagueAdmin: boolean }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Focus goes back to "Change rules" once the form closes.
  const changeButton = useFocusOnClose<HTMLButtonElement>(editing);
  return (
    <div className="space-y-4">
      <RuleWords words={rules.words} />
      {leagueAdmin &&
        (editing ? (
          <LeagueRulesForm
            rules={rules}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
              toast({ title: 'Rules saved', description: 'The league’s rules now read as shown.' });
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={changeButton}
              size="sm"
              variant="outline"
              onClick={() => {
                setEditing(true);
                setSaved(false);
              }}
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden />
              Change rules
            </Button>
            {/* Announced by the toast; said here too for whoever looks back at the card. */}
            {saved && (
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
                <Check className="h-4 w-4" aria-hidden />
                Rules saved.
              </p>
            )}
          </div>
        ))}
    </div>
  );
}

export function LeagueRulesCard({ draftId, leagueAdmin, className }: { draftId: string; leagueAdmin: boolean; className?: string }) {
  const read = useLeagueRules(draftId);
  return (
    <SectionCard icon={<ScrollText className="h-5 w-5" />} title="League rules" description="Replacement picks and trades this season." className={className}>
      <LeagueReadStates
        read={read}
        refusedText="Only the league’s players and admins can read its rules."
        loading="Loading the rules..."
        loadingClassName="py-6"
        failed="The rules could not be loaded."
      >
        {(rules) => <Rules rules={rules} leagueAdmin={leagueAdmin} />}
      </LeagueReadStates>
    </SectionCard>
  );
}
