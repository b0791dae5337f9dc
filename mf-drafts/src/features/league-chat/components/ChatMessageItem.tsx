// One chat message (docs/chat.md#rules): its author and time, its text as plain text (never HTML), a
// spoiler hidden until tapped, "Message removed" once removed, its reactions, and removal for its author
// or the league's admin.
import { CHAT_EMOJI, CHAT_TEXTS, ERASED, type ChatEmoji, type ChatMessage } from '@reality-draft/events';
import { cn } from '@reality-draft/kit';
import { SmilePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';

const timeText = (at: string) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

export interface ChatMessageActions {
  react: (message: ChatMessage, emoji: ChatEmoji, on: boolean) => void;
  remove: (message: ChatMessage) => void;
}

function MessageText({ message }: { message: ChatMessage }) {
  const [shown, setShown] = useState(false);
  if (message.removed) return <p className="text-sm italic text-slate-500">{CHAT_TEXTS.removed}</p>;
  if (message.text === ERASED) return <p className="text-sm italic text-slate-500">{ERASED}</p>;
  if (message.spoiler && !shown)
    return (
      <button
        type="button"
        onClick={() => setShown(true)}
        className="rounded-md bg-slate-800 px-2 py-1 text-left text-sm font-medium text-white hover:bg-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {CHAT_TEXTS.spoilerHidden}
      </button>
    );
  return <p className="whitespace-pre-wrap break-words text-sm text-slate-800 [overflow-wrap:anywhere]">{message.text}</p>;
}

export function ChatMessageItem({
  message,
  mine,
  canRemove,
  actions,
}: {
  message: ChatMessage;
  mine: boolean;
  canRemove: boolean;
  actions: ChatMessageActions;
}) {
  const [picking, setPicking] = useState(false);
  const used = Object.entries(message.reactions) as [ChatEmoji, number][];
  return (
    <li className={cn('group rounded-xl px-3 py-2', mine ? 'bg-brand-50' : 'bg-slate-50')}>
      <div className="flex items-baseline gap-2">
        <span className="truncate text-sm font-semibold text-slate-900">{message.authorName}</span>
        <time dateTime={message.at} className="shrink-0 text-xs text-slate-600">
          {timeText(message.at)}
        </time>
        {canRemove && !message.removed && (
          <button
            type="button"
            onClick={() => actions.remove(message)}
            aria-label={`Remove message from ${message.authorName}`}
            className="ml-auto rounded p-1 text-slate-400 hover:bg-white hover:text-rose-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden />
          </button>
        )}
      </div>
      <div className="mt-0.5">
        <MessageText message={message} />
      </div>
      {!message.removed && (
        <div className="mt-1.5 flex flex-wrap items-center gap-1">
          {used.map(([emoji, count]) => {
            const own = message.mine.includes(emoji);
            return (
              <button
                key={emoji}
                type="button"
                aria-pressed={own}
                aria-label={`${emoji} ${count}${own ? ', yours' : ''}`}
                onClick={() => actions.react(message, emoji, !own)}
                className={cn(
                  'rounded-full border px-2 py-0.5 text-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  own ? 'border-brand-300 bg-brand-100 text-brand-800' : 'border-slate-200 bg-white text-slate-700',
                )}
              >
                {emoji} {count}
              </button>
            );
          })}
          <button
            type="button"
            aria-expanded={picking}
            aria-label="Add a reaction"
            onClick={() => setPicking((open) => !open)}
            className="rounded-full p-1 text-slate-400 hover:bg-white hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <SmilePlus className="h-4 w-4" aria-hidden />
          </button>
          {picking &&
            CHAT_EMOJI.filter((emoji) => !message.mine.includes(emoji)).map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={`React with ${emoji}`}
                onClick={() => {
                  setPicking(false);
                  actions.react(message, emoji, true);
                }}
                className="rounded-full border border-slate-200 bg-white px-1.5 py-0.5 text-sm hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {emoji}
              </button>
            ))}
        </div>
      )}
    </li>
  );
}
