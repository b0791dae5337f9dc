// The dashboard sections that the next release fills in, each saying so plainly.
import { ReleasePlaceholder } from '@reality-draft/kit';
import { Gamepad2, House, KeyRound, ListChecks, Palmtree, Plane } from 'lucide-react';

const ACTIVITY = [
  {
    title: 'Join a Draft',
    icon: KeyRound,
    message: 'Joining a draft with a join code, or picking one from the available drafts, is coming with the next release.',
  },
  { title: 'Your Drafts', icon: ListChecks, message: "The drafts you've joined and their status are coming with the next release." },
  { title: 'Mini-Games', icon: Gamepad2, message: 'Timed puzzle challenges sent by your admin are coming with the next release.' },
];

const SHOWS = [
  { title: 'Big Brother', icon: House, message: 'Contestant bios, your contestants and the game rules are coming with the next release.' },
  { title: 'Amazing Race', icon: Plane, message: 'Team bios, your race teams and the player leaderboard are coming with the next release.' },
  { title: 'Survivor', icon: Palmtree, message: 'Castaway bios by tribe, your contestants and the game rules are coming with the next release.' },
];

export function DashboardSections() {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        {ACTIVITY.map(({ title, icon: Icon, message }) => (
          <ReleasePlaceholder key={title} compact headingLevel={2} title={title} icon={<Icon className="h-5 w-5" />} message={message} />
        ))}
      </div>
      <section aria-labelledby="your-shows" className="space-y-4">
        <h2 id="your-shows" className="text-lg font-semibold text-slate-900">
          Your Shows
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {SHOWS.map(({ title, icon: Icon, message }) => (
            <ReleasePlaceholder key={title} compact headingLevel={3} title={title} icon={<Icon className="h-5 w-5" />} message={message} />
          ))}
        </div>
      </section>
    </>
  );
}
