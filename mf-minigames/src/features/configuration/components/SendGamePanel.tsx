// 'Send to Players': opens the Send Mini-Game dialog.
import type { CatalogueGame } from '@reality-draft/events';
import { Button } from '@reality-draft/kit';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { ActionPanel } from './ActionPanel';
import { SendGameDialog } from './SendGameDialog';

export function SendGamePanel({ game, active }: { game: CatalogueGame; active: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ActionPanel
      title="Send to Players"
      icon={<Send className="h-5 w-5" />}
      description={
        active
          ? 'Send this game to the players of one of your drafts. It appears on their dashboards at once.'
          : 'Switched off: switch it on in the catalogue to send it.'
      }
    >
      <Button onClick={() => setOpen(true)} className="w-full" disabled={!active}>
        <Send className="h-4 w-4" aria-hidden />
        Send to Players
      </Button>
      <SendGameDialog game={game} open={open} onClose={() => setOpen(false)} />
    </ActionPanel>
  );
}
