// The rest of the dashboard: mini-games and quick links that work today, and the admin tools that
// later releases deliver (each says so).
import { buttonClasses, Card, CardBody, CardHeader, ReleasePlaceholder } from '@reality-draft/kit';
import { ArrowRight, Camera, Database, Gamepad2, ListChecks, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';

export function AdminToolCards() {
  return (
    <div className="space-y-4 sm:space-y-6">
      <div className="grid gap-4 sm:gap-6 md:grid-cols-2">
        <Card className="flex flex-col">
          <CardHeader icon={<Gamepad2 className="h-5 w-5" />} title="Mini Games" description="Configure, test and send timed puzzle challenges to a draft's players." />
          <CardBody className="mt-auto">
            <Link to="/admin/mini-games" className={buttonClasses({ variant: 'outline' })}>
              Manage Mini Games
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </CardBody>
        </Card>
        <Card className="flex flex-col">
          <CardHeader icon={<Zap className="h-5 w-5" />} title="Quick Actions" description="Jump to the drafts list." />
          <CardBody className="mt-auto">
            <Link to="/drafts" className={buttonClasses({ variant: 'outline' })}>
              View All Drafts
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </CardBody>
        </Card>
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <ReleasePlaceholder
          compact
          headingLevel={2}
          title="Draft Management"
          icon={<ListChecks className="h-5 w-5" />}
          message="Creating, starting, resetting and deleting drafts arrives with the drafts release."
        />
        <ReleasePlaceholder
          compact
          headingLevel={2}
          title="Data Tools"
          icon={<Database className="h-5 w-5" />}
          message="Seeding and cleaning up teams and contestants per show arrives with the catalog release."
        />
        <ReleasePlaceholder
          compact
          headingLevel={2}
          title="Survivor Photos"
          icon={<Camera className="h-5 w-5" />}
          message="Uploading Survivor contestant photos arrives with the catalog release."
        />
      </div>
    </div>
  );
}
