// The invite of a code, read once per code (the look-ups are rate-limited per address).
import { useEffect, useState } from 'react';
import { fetchInvite, type InviteAnswer } from '../api/inviteRequest';

export function useInvite(code: string): InviteAnswer | null {
  const [answer, setAnswer] = useState<{ code: string; answer: InviteAnswer } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchInvite(code, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setAnswer({ code, answer: result });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [code]);
  return answer?.code === code ? answer.answer : null;
}
