// Writing to the league: plain text up to CHAT_MAX_LENGTH, optionally marked a spoiler; Enter sends,
// Shift+Enter starts a new line. A refusal (too fast, too long) shows under the box.
import { CHAT_MAX_LENGTH } from '@reality-draft/events';
import { Button, errorMessage } from '@reality-draft/kit';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { usePostMessageMutation } from '../api/chatApi';

export function ChatComposer({ draftId }: { draftId: string }) {
  const [text, setText] = useState('');
  const [spoiler, setSpoiler] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [post, { isLoading }] = usePostMessageMutation();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || isLoading) return;
    setRefusal(null);
    const result = await post({ draftId, text, spoiler });
    if (result.error) return setRefusal(errorMessage(result.error, 'Your message could not be sent. Please try again.'));
    setText('');
    setSpoiler(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  return (
    <form onSubmit={(event) => void send(event)} className="space-y-2 border-t border-slate-100 p-3 sm:p-4">
      <label htmlFor={`chat-text-${draftId}`} className="sr-only">
        Message to the league
      </label>
      <textarea
        id={`chat-text-${draftId}`}
        rows={2}
        value={text}
        maxLength={CHAT_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Say something to the league"
        className="block w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm"
      />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {refusal}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <input type="checkbox" checked={spoiler} onChange={(event) => setSpoiler(event.target.checked)} className="h-4 w-4 rounded border-slate-300" />
          Spoiler
        </label>
        <Button type="submit" size="sm" busy={isLoading} disabled={!text.trim()}>
          {!isLoading && <Send className="h-3.5 w-3.5" aria-hidden />}
          Send
        </Button>
      </div>
    </form>
  );
}
