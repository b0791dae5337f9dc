// The rest of the dashboard: mini-games and quick links that work today, and the Survivor photo
// upload that a later release delivers (it says so).
import { buttonClasses, Card, CardBody, CardHeader, ReleasePlaceholder } from '@reality-draft/kit';
import { ArrowRight, Camera, Gamepad2, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

const LINK_CARDS: { icon: LucideIcon; title: string; description: string; to: string; label: string }[] = [
  {
    icon: Gamepad2,
    title: 'Mini Games',
    description: "Configure, test and send timed puzzle challenges to a draft's players.",
    to: '/admin/mini-games',
    label: 'Manage Mini Games',
  },
  { icon: Zap, title: 'Quick Actions', description: 'Jump to the drafts list.', to: '/drafts', label: 'View All Drafts' },
];

const COMING_LATER: { icon: LucideIcon; title: string; message: string }[] = [
  { icon: Camera, title: 'Survivor Photos', message: 'Uploading Survivor contestant photos arrives with the catalog release.' },
];

export function AdminToolCards() {
  return (
    <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
      {LINK_CARDS.map(({ icon: Icon, title, description, to, label }) => (
        <Card key={title} className="flex flex-col">
          <CardHeader icon={<Icon className="h-5 w-5" />} title={title} description={description} />
          <CardBody className="mt-auto">
            <Link to={to} className={buttonClasses({ variant: 'outline' })}>
              {label}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </CardBody>
        </Card>
      ))}
      {COMING_LATER.map(({ icon: Icon, title, message }) => (
        <ReleasePlaceholder
          key={title}
          compact
          headingLevel={2}
          title={title}
          icon={<Icon className="h-5 w-5" />}
          message={message}
          className="md:col-span-2 lg:col-span-1"
        />
      ))}
    </div>
  );
}
