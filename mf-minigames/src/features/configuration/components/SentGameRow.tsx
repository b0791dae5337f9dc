// One sent game in Manage Active Mini Games: title, its status (Open or Finished), draft, date,
// completions, and its 'Finish & award' (while open), Rankings and Delete buttons.
import { gameNameBeside, type SentMiniGame } from '@reality-draft/events';
import { Badge, Button, ShowIconTile } from '@reality-draft/kit';
import { Award, ListOrdered, Trash2 } from 'lucide-react';
import { completionsText, sentDateText, sentGameDraftLabel, sentGameStatus } from '../model/sentGameText';

interface SentGameRowProps {
  game: SentMiniGame;
  onFinish: () => void;
  onRankings: () => void;
  onDelete: () => void;
}

export function SentGameRow({ game, onFinish, onRankings, onDelete }: SentGameRowProps) {
  const date = sentDateText(game.sentAt);
  const name = gameNameBeside(game.title, game.gameType);
  const where = `${game.title}, ${sentGameDraftLabel(game)}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <ShowIconTile showType={game.draft.showType} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="min-w-0 truncate">{game.title}</span>
          <Badge tone={game.finished ? 'success' : 'brand'}>{sentGameStatus(game)}</Badge>
        </p>
        <p className="text-xs text-slate-600">
          {name && <>{name} · </>}
          <span className="font-medium text-slate-700">{sentGameDraftLabel(game)}</span>
          {date && <> · {date}</>} · {completionsText(game)}
        </p>
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        {!game.finished && (
          <Button size="sm" className="flex-1 sm:flex-none" onClick={onFinish} aria-label={`Finish & award: ${where}`}>
            <Award className="h-4 w-4" aria-hidden />
            Finish &amp; award
          </Button>
        )}
        <Button variant="outline" size="sm" className="flex-1 sm:flex-none" onClick={onRankings} aria-label={`Rankings: ${where}`}>
          <ListOrdered className="h-4 w-4" aria-hidden />
          Rankings
        </Button>
        <Button variant="outline" size="sm" className="flex-1 text-rose-700 hover:bg-rose-50 sm:flex-none" onClick={onDelete} aria-label={`Delete ${where}`}>
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
