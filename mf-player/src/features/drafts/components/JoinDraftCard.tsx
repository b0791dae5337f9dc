// 'Join a Draft': choose a public pending draft or enter a join code.
import { Card, CardBody, CardHeader, useJoinDraft } from '@reality-draft/kit';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { canJoin, chosenDraftId, type JoinMethod } from '../model/joinForm';
import { useAvailableDrafts } from '../hooks/useDraftLists';
import { AvailableDraftOptions } from './AvailableDraftOptions';
import { JoinCodeField } from './JoinCodeField';
import { JoinMethodChoice } from './JoinMethodChoice';
import { JoinDraftButton } from './JoinDraftButton';

/** `id` lets the dashboard send a newcomer here (the card takes focus). */
export function JoinDraftCard({ id }: { id?: string }) {
  const [method, setMethod] = useState<JoinMethod>('available');
  const [code, setCode] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const available = useAvailableDrafts();
  // Busy from the request until the move to the draft room 1.5 s after a join: no second join meanwhile.
  const { joinFromList, joinWithCode, isJoining } = useJoinDraft();
  const draftId = chosenDraftId(available.data, selectedId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canJoin({ method, code, draftId, busy: isJoining })) return;
    if (method === 'code') {
      if (await joinWithCode(code)) setCode('');
    } else if (draftId) {
      await joinFromList(draftId);
    }
  };

  return (
    <Card
      id={id}
      tabIndex={-1}
      role="region"
      aria-label="Join a Draft"
      className="flex scroll-mt-20 flex-col focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <CardHeader icon={<KeyRound className="h-5 w-5" />} title="Join a Draft" description="Pick an open draft or enter the code from your admin." />
      <CardBody className="flex flex-1 flex-col">
        <form onSubmit={(event) => void submit(event)} className="flex flex-1 flex-col gap-4">
          <JoinMethodChoice value={method} onChange={setMethod} />
          {method === 'code' ? (
            <JoinCodeField value={code} onChange={setCode} />
          ) : (
            <AvailableDraftOptions
              drafts={available.data}
              isLoading={available.isLoading}
              error={available.error}
              selectedId={draftId}
              onSelect={setSelectedId}
            />
          )}
          <JoinDraftButton className="mt-auto" disabled={!canJoin({ method, code, draftId, busy: isJoining })} busy={isJoining} />
        </form>
      </CardBody>
    </Card>
  );
}
