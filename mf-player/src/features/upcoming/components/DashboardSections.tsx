// The dashboard sections that the next release fills in, each saying so plainly.
import { ReleasePlaceholder } from '@reality-draft/kit';
import { Gamepad2, House, Palmtree, Plane } from 'lucide-react';

const MINI_GAMES = { title: 'Mini-Games', message: 'Timed puzzle challenges sent by your admin are coming with the next release.' };

const SHOWS = [
  { title: 'Big Brother', icon: House, message: 'Contestant bios, your contestants and the game rules are coming with the next release.' },
  { title: 'Amazing Race', icon: Plane, message: 'Team bios, your race teams and the player leaderboard are coming with the next release.' },
  { title: 'Survivor', icon: Palmtree, message: 'Castaway bios by tribe, your contestants and the game rules are coming with the next release.' },
];

export function DashboardSections() {
  return (
    <>
      <ReleasePlaceholder compact headingLevel={2} title={MINI_GAMES.title} icon={<Gamepad2 className="h-5 w-5" />} message={MINI_GAMES.message} />
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
