// 'Data Tools': each show's current cast with its seed and clean-up tools, and loading a real cast
// from a file. Destructive tools ask first.
import { Card, CardBody, CardHeader, ConfirmDialog } from '@reality-draft/kit';
import { SHOW_TYPES } from '@reality-draft/events';
import { Database, Eraser } from 'lucide-react';
import { useState } from 'react';
import type { CastToolSpec } from '../model/castTools';
import { useCastOverview } from '../hooks/useCastOverview';
import { useCastTool } from '../hooks/useCastTool';
import { CastImportForm } from './CastImportForm';
import { ShowCastPanel } from './ShowCastPanel';

export function DataToolsCard() {
  const casts = useCastOverview();
  const { runTool, running } = useCastTool();
  const [asking, setAsking] = useState<CastToolSpec | null>(null);

  const onRun = (spec: CastToolSpec) => (spec.confirm ? setAsking(spec) : void runTool(spec));
  const confirm = async () => {
    if (!asking) return;
    await runTool(asking);
    setAsking(null);
  };

  return (
    <Card>
      <CardHeader
        icon={<Database className="h-5 w-5" />}
        title="Data Tools"
        description="Seed, clear and replace the teams and contestants of each show, and set their photos."
      />
      <CardBody className="space-y-4">
        <div className="grid gap-3 md:grid-cols-3">
          {SHOW_TYPES.map((showType) => (
            <ShowCastPanel key={showType} showType={showType} cast={casts[showType]} running={running} onRun={onRun} />
          ))}
        </div>
        <CastImportForm />
      </CardBody>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${asking.label}?` : ''}
        description={asking?.confirm ?? ''}
        confirmLabel={asking?.label ?? 'Continue'}
        icon={<Eraser className="h-4 w-4" aria-hidden />}
        busy={asking !== null && running === asking.tool}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
