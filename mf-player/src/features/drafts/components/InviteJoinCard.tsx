// /join/<code>: the join form with the invite's code filled in, led by what the code finds (a draft
// waiting for players, one you are already in, one that has started, or no draft: said plainly).
import { buttonClasses, Card, CardBody, CardHeader, cn, draftRoomPath, LoadingState, useJoinDraft } from '@reality-draft/kit';
import { DoorOpen, KeyRound } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { findInvite, inviteCodeOf, inviteMessage, type InviteFinding } from '../model/inviteCode';
import { canJoin } from '../model/joinForm';
import { useAvailableDrafts, useYourDrafts } from '../hooks/useDraftLists';
import { JoinCodeField } from './JoinCodeField';
import { JoinDraftButton } from './JoinDraftButton';

const TONES: Record<InviteFinding['kind'], string> = {
  malformed: 'bg-rose-50 text-rose-800 ring-rose-200',
  unknown: 'bg-rose-50 text-rose-800 ring-rose-200',
  started: 'bg-amber-50 text-amber-900 ring-amber-200',
  joinable: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  joined: 'bg-sky-50 text-sky-900 ring-sky-200',
};

function Finding({ finding, raw }: { finding: InviteFinding; raw: string }) {
  const problem = finding.kind === 'malformed' || finding.kind === 'unknown' || finding.kind === 'started';
  return (
    <p role={problem ? 'alert' : 'status'} className={cn('rounded-xl px-4 py-3 text-sm font-medium ring-1 ring-inset', TONES[finding.kind])}>
      {inviteMessage(finding, raw)}
    </p>
  );
}

export function InviteJoinCard({ rawCode }: { rawCode: string }) {
  const linkCode = inviteCodeOf(rawCode);
  const [code, setCode] = useState(linkCode ?? '');
  const drafts = useAvailableDrafts();
  const yours = useYourDrafts();
  const { joinWithCode, isJoining } = useJoinDraft();
  const yourIds = useMemo(() => new Set((yours.data ?? []).map((draft) => draft.id)), [yours.data]);
  if (drafts.isLoading || yours.isLoading) return <LoadingState label="Looking up your invite..." />;
  const finding = findInvite(linkCode, drafts.data ?? [], yourIds);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (canJoin({ method: 'code', code, draftId: null, busy: isJoining })) await joinWithCode(code);
  };

  return (
    <Card role="region" aria-label="Join a Draft" className="mx-auto max-w-xl">
      <CardHeader icon={<KeyRound className="h-5 w-5" />} title="Join a Draft" description="Your invite's join code is filled in below." />
      <CardBody className="space-y-4">
        <Finding finding={finding} raw={rawCode.toUpperCase()} />
        {finding.kind === 'joined' ? (
          <Link to={draftRoomPath('player', finding.draft.id)} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
            <DoorOpen className="h-4 w-4" aria-hidden />
            Open Draft Room
          </Link>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <JoinCodeField value={code} onChange={setCode} />
            <JoinDraftButton disabled={!canJoin({ method: 'code', code, draftId: null, busy: isJoining })} busy={isJoining} />
          </form>
        )}
      </CardBody>
    </Card>
  );
}
