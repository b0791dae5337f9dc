// On a phone the room and its league's chat take turns on the screen (docs/chat.md#where): a two-way
// switch; the chat's side shows how many messages of others arrived since it was last open.
import { cn } from '@reality-draft/kit';

export type RoomView = 'room' | 'chat';

const SIDES: { view: RoomView; label: string }[] = [
  { view: 'room', label: 'Draft' },
  { view: 'chat', label: 'Chat' },
];

export function RoomViewTabs({ view, unread, onChange }: { view: RoomView; unread: number; onChange: (view: RoomView) => void }) {
  return (
    <div role="group" aria-label="Show the draft or the league chat" className="mt-3 flex rounded-xl bg-slate-100 p-1 lg:hidden">
      {SIDES.map((side) => (
        <button
          key={side.view}
          type="button"
          aria-pressed={view === side.view}
          onClick={() => onChange(side.view)}
          className={cn(
            'inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            view === side.view && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {side.label}
          {side.view === 'chat' && unread > 0 && (
            <span className="rounded-full bg-rose-600 px-1.5 text-xs font-semibold text-white">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
