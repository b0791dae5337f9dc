// A league's chat (docs/chat.md): the messages, oldest at the top and the newest in view, older ones on
// demand, and the box to write in. Everything this browser shows is marked seen.
import type { ChatEmoji, ChatMessage } from '@reality-draft/events';
import { Button, Card, CardHeader, cn, ConfirmDialog, errorMessage, LoadingState, toast } from '@reality-draft/kit';
import { Megaphone, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRemoveMessageMutation, useSetReactionMutation } from '../api/chatApi';
import type { useLeagueChat } from '../hooks/useLeagueChat';
import { withRoomLines, type RoomLine } from '../model/chatUnread';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem, type ChatMessageActions } from './ChatMessageItem';

export interface ChatPanelProps {
  draftId: string;
  myId: string | null;
  /** The league's admin may remove anyone's message. */
  leagueAdmin: boolean;
  chat: ReturnType<typeof useLeagueChat>;
  /** The draft room's own lines (picks, the commissioner's actions), shown between the messages. */
  roomLines?: readonly RoomLine[];
  className?: string;
}

export function ChatPanel({ draftId, myId, leagueAdmin, chat, roomLines = [], className }: ChatPanelProps) {
  const list = useRef<HTMLOListElement>(null);
  const [setReaction] = useSetReactionMutation();
  const [removeMessage] = useRemoveMessageMutation();
  const newestMessage = chat.messages.at(-1);
  const last = newestMessage?.seq;
  const entries = withRoomLines(chat.messages, roomLines, !chat.hasOlder);
  const { markAllSeen } = chat;
  const [removing, setRemoving] = useState<ChatMessage | null>(null);
  const [announced, setAnnounced] = useState('');
  const nearBottom = useRef(true);

  // A new message comes into view unless the reader has scrolled up to older ones; a screen reader hears of another's.
  useEffect(() => {
    markAllSeen();
    const box = list.current;
    if (box && nearBottom.current) box.scrollTop = box.scrollHeight;
  }, [last, markAllSeen]);
  useEffect(() => {
    if (newestMessage && newestMessage.authorId !== myId && !newestMessage.removed)
      setAnnounced(`${newestMessage.authorName}: ${newestMessage.spoiler ? 'a spoiler' : newestMessage.text}`);
  }, [newestMessage, myId]);

  const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Chat', description: errorMessage(error, 'That did not work. Please try again.') });
  const actions: ChatMessageActions = {
    react: (message: ChatMessage, emoji: ChatEmoji, on: boolean) =>
      void setReaction({ draftId, messageId: message.id, emoji, on }).then((result) => result.error && failed(result.error)),
    remove: (message: ChatMessage) => setRemoving(message),
  };
  const confirmRemoval = () => {
    if (!removing) return;
    void removeMessage({ draftId, messageId: removing.id }).then((result) => result.error && failed(result.error));
    setRemoving(null);
  };

  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader icon={<MessagesSquare className="h-5 w-5" />} title="League Chat" description="Everyone in this league, and its admin" />
      {chat.loading ? (
        <LoadingState label="Loading chat..." />
      ) : chat.refused ? (
        <p className="p-5 text-sm text-slate-500 sm:p-6">Only the league’s players and its admin can use its chat.</p>
      ) : chat.failed ? (
        <p role="alert" className="p-5 text-sm text-slate-500 sm:p-6">
          The chat could not be loaded. It tries again when the connection is back.
        </p>
      ) : (
        <>
          {chat.hasOlder && (
            <div className="px-5 pt-3 sm:px-6">
              <Button variant="ghost" size="sm" busy={chat.loadingOlder} onClick={() => void chat.showOlder()}>
                Show older messages
              </Button>
            </div>
          )}
          <ol
            ref={list}
            aria-label="League chat messages"
            className="mt-3 max-h-[26rem] min-h-[8rem] space-y-2 overflow-y-auto px-3 sm:px-4"
            tabIndex={0}
            onScroll={(event) => {
              const box = event.currentTarget;
              nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
            }}
          >
            {entries.length === 0 && <li className="py-6 text-center text-sm text-slate-500">No messages yet. Say hello to the league.</li>}
            {entries.map((entry) =>
              entry.kind === 'room' ? (
                <li key={entry.line.key} className="flex items-center gap-2 px-3 py-1 text-xs text-slate-600">
                  <Megaphone className="h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden />
                  {entry.line.text}
                </li>
              ) : (
                <ChatMessageItem
                  key={entry.message.id}
                  message={entry.message}
                  mine={entry.message.authorId === myId}
                  canRemove={leagueAdmin || entry.message.authorId === myId}
                  actions={actions}
                />
              ),
            )}
          </ol>
          <p aria-live="polite" className="sr-only">
            {announced}
          </p>
          <ChatComposer draftId={draftId} />
          <ConfirmDialog
            open={removing !== null}
            title="Remove this message?"
            description={`It shows as "Message removed" to everyone in the league.`}
            confirmLabel="Remove"
            onConfirm={confirmRemoval}
            onCancel={() => setRemoving(null)}
          />
        </>
      )}
    </Card>
  );
}
