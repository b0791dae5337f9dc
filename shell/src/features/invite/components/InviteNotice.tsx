// Above the register card on a signed-out invite link (/join/{code}, issue 28 §7): what the link
// invites to, or why it cannot say.
import { normalizeJoinCode, ShowIcon, Spinner } from '@reality-draft/kit/host';
import { AlertTriangle, Ticket } from 'lucide-react';
import { useInvite } from '../hooks/useInvite';
import { INVITE_HEADING, INVITE_NEXT_STEP, INVITE_NOT_LOADED, inviteFacts, TOO_MANY_INVITE_LOOKUPS, unknownInviteText } from '../model/inviteText';

const PANEL = 'mb-4 rounded-xl border border-white/20 bg-white/10 p-4 text-sm text-white backdrop-blur sm:p-5';

export function InviteNotice({ code }: { code: string }) {
  const answer = useInvite(code);
  if (!answer) {
    return (
      <div className={`${PANEL} flex items-center gap-3`} role="status">
        <Spinner className="h-4 w-4" />
        Reading your invite...
      </div>
    );
  }
  if (answer.kind !== 'found') {
    const text =
      answer.kind === 'unknown' ? unknownInviteText(normalizeJoinCode(code)) : answer.kind === 'tooMany' ? TOO_MANY_INVITE_LOOKUPS : INVITE_NOT_LOADED;
    return (
      <div role="alert" className={`${PANEL} flex gap-3`}>
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>{text}</p>
      </div>
    );
  }
  const { invite } = answer;
  return (
    <section aria-labelledby="invite-heading" className={PANEL}>
      <div className="flex items-center gap-3">
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
          <ShowIcon showType={invite.showType} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brand-100">
            <Ticket className="h-3.5 w-3.5" aria-hidden />
            Draft invite
          </p>
          <h2 id="invite-heading" className="text-lg font-bold leading-tight">
            {INVITE_HEADING(invite)}
          </h2>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {inviteFacts(invite, Date.now()).map(({ term, detail }) => (
          <div key={term} className="contents">
            <dt className="text-brand-100">{term}</dt>
            <dd className="min-w-0 font-medium">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-brand-50">{INVITE_NEXT_STEP}</p>
    </section>
  );
}
