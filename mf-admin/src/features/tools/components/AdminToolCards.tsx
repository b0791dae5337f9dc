// The rest of the dashboard (docs/accounts.md#admin-dashboard): the Mini Games card (to /admin/mini-games), the survivor
// photo upload card, and Quick Actions (to /drafts).
import { buttonClasses, Card, CardBody, CardHeader } from '@reality-draft/kit';
import { ArrowRight, Gamepad2, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SurvivorPhotoCard } from './SurvivorPhotoCard';

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

export function AdminToolCards() {
  return (
    <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
      <div className="grid content-start gap-4 sm:gap-6">
        {LINK_CARDS.map(({ icon: Icon, title, description, to, label }) => (
          <Card key={title}>
            <CardHeader icon={<Icon className="h-5 w-5" />} title={title} description={description} />
            <CardBody>
              <Link to={to} className={buttonClasses({ variant: 'outline' })}>
                {label}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </CardBody>
          </Card>
        ))}
      </div>
      <SurvivorPhotoCard className="lg:col-span-2" />
    </div>
  );
}
