// Who goes home (docs/league.md#predictions): the league's prediction for the week or episode to come. A
// player picks someone still in and saves it until the period locks; then everyone's picks show, with ✓ or ✗
// once settled. The league's admin sees the same and sets the league's rules. Earlier periods below.
import { PERIODS, PREDICTION_TEXTS, type PredictionPeriod, type PredictionsAnswer } from '@reality-draft/events';
import { Badge, SectionCard } from '@reality-draft/kit';
import { Lock, Target } from 'lucide-react';
import { LeagueReadStates } from '../../../components/LeagueReadStates';
import { useCastStillIn, useLeaguePredictions } from '../hooks/useLeaguePredictions';
import { correctPointsText, currentPeriodOf, earlierPeriods, lockTimeText } from '../model/predictionView';
import { EarlierPeriods, PeriodPredictions } from './EarlierPeriods';
import { PredictionForm } from './PredictionForm';
import { PredictionSettingsForm } from './PredictionSettingsForm';

/** Who reads the card: a player of the league, its admin, or anyone else the page let in. */
export type PredictionsViewer = 'player' | 'leagueAdmin' | 'other';

function CurrentPeriod({ period, viewer, myId }: { period: PredictionPeriod; viewer: PredictionsViewer; myId: string | null }) {
  const cast = useCastStillIn(period.showType, viewer !== 'player' || period.locked);
  const word = PERIODS[period.showType].word;
  if (period.locked) return <PeriodPredictions period={period} myId={myId} showLock />;
  return (
    <div className="space-y-3">
      {period.locksAt && (
        <p className="text-sm text-slate-600">
          Predictions lock <time dateTime={period.locksAt}>{lockTimeText(period.locksAt, Date.now())}</time>, or when the elimination is entered.
        </p>
      )}
      {viewer === 'player' ? (
        <PredictionForm period={period} choices={cast.choices} castLoading={cast.isLoading} />
      ) : (
        <p className="text-sm text-slate-600">Everyone’s predictions show here once the {word} locks.</p>
      )}
    </div>
  );
}

function Predictions({ answer, viewer, myId }: { answer: PredictionsAnswer; viewer: PredictionsViewer; myId: string | null }) {
  const current = currentPeriodOf(answer);
  return (
    <div className="space-y-4">
      {current ? (
        <CurrentPeriod period={current} viewer={viewer} myId={myId} />
      ) : (
        <p className="text-sm text-slate-600">The season is over: no more predictions.</p>
      )}
      <EarlierPeriods periods={earlierPeriods(answer)} showType={answer.showType} myId={myId} />
      {viewer === 'leagueAdmin' && (
        <PredictionSettingsForm
          // Filled from the league's rules when the period predicted moves on; kept as typed (and saved) otherwise.
          key={current?.period ?? 'over'}
          draftId={answer.draftId}
          showType={answer.showType}
          pointsPerCorrect={answer.pointsPerCorrect}
          current={current}
        />
      )}
    </div>
  );
}

export function PredictionsCard({ draftId, viewer, myId, className }: { draftId: string; viewer: PredictionsViewer; myId: string | null; className?: string }) {
  const read = useLeaguePredictions(draftId);
  const answer = read.answer;
  const current = answer ? currentPeriodOf(answer) : null;
  const title = answer && answer.currentPeriod !== null ? PREDICTION_TEXTS.heading(answer.showType, answer.currentPeriod) : 'Who goes home?';
  return (
    <SectionCard
      icon={<Target className="h-5 w-5" />}
      title={title}
      description={answer ? correctPointsText(answer.pointsPerCorrect) : 'Predict who leaves the game next.'}
      action={
        current?.locked ? (
          <Badge tone="neutral" className="shrink-0">
            <Lock className="h-3 w-3" aria-hidden />
            Locked
          </Badge>
        ) : current ? (
          <Badge tone="success" className="shrink-0">
            Open
          </Badge>
        ) : undefined
      }
      className={className}
    >
      <LeagueReadStates
        read={read}
        refusedText="Only the league’s players and its admin can see its predictions."
        loading="Loading predictions..."
        loadingClassName="py-8"
        failed="The predictions could not be loaded."
      >
        {(loaded) => <Predictions answer={loaded} viewer={viewer} myId={myId} />}
      </LeagueReadStates>
    </SectionCard>
  );
}
