// Writing to the league: plain text up to CHAT_MAX_LENGTH characters, optionally marked a spoiler; with a
// keyboard Enter sends and Shift+Enter starts a new line (on a touch screen Enter is a new line and Send
// sends). A refusal (too fast, too long) shows under the box.
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
    const touch = window.matchMedia?.('(pointer: coarse)').matches;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !touch) void send(event);
  };
  // Counted as the server counts: characters, so an emoji is one.
  const length = [...text].length;

  return (
    <form onSubmit={(event) => void send(event)} className="space-y-2 border-t border-slate-100 p-3 sm:p-4">
      <label htmlFor={`chat-text-${draftId}`} className="sr-only">
        Message to the league
      </label>
      <textarea
        id={`chat-text-${draftId}`}
        rows={2}
        value={text}
        aria-describedby={length > CHAT_MAX_LENGTH - 50 ? `chat-count-${draftId}` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Say something to the league"
        className="block w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm"
      />
      {length > CHAT_MAX_LENGTH - 50 && (
        <p id={`chat-count-${draftId}`} className={length > CHAT_MAX_LENGTH ? 'text-xs font-medium text-rose-700' : 'text-xs text-slate-600'}>
          {length} / {CHAT_MAX_LENGTH} characters
        </p>
      )}
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
