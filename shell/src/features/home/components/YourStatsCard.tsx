// Placeholder stats: dashes and a disabled View Details button (spec 01 §2).
import { Button, Card, CardBody, CardHeader } from '@reality-draft/kit';
import { BarChart3 } from 'lucide-react';

const STATS = ['Drafts Joined', 'Total Points', 'Best Rank'];

export function YourStatsCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader icon={<BarChart3 className="h-5 w-5" />} title="Your Stats" description="Your season at a glance." />
      <CardBody className="mt-auto space-y-4">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {STATS.map((label) => (
            <div key={label} className="rounded-xl bg-slate-50 px-2 py-3">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-400">—</dd>
            </div>
          ))}
        </dl>
        <Button variant="outline" className="w-full sm:w-auto" disabled>
          View Details
        </Button>
      </CardBody>
    </Card>
  );
}
