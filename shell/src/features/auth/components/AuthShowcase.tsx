// The welcome panel beside the login card (large screens).
import { BrandMark } from '@reality-draft/kit/host';
import { Plane, Palmtree, House } from 'lucide-react';

const SHOWS = [
  { icon: Plane, name: 'The Amazing Race', text: 'Draft teams of two racing around the world.' },
  { icon: House, name: 'Big Brother', text: 'Pick the house guests you think will last.' },
  { icon: Palmtree, name: 'Survivor', text: 'Back the castaways who outwit, outplay, outlast.' },
];

export function AuthShowcase() {
  return (
    <div className="hidden text-white lg:block">
      <BrandMark inverted size="lg" />
      <p className="mt-10 text-4xl font-bold leading-tight tracking-tight">
        Draft your reality TV
        <br />
        dream team.
      </p>
      <p className="mt-4 max-w-md text-lg text-brand-100">
        Join a league with a code, pick in snake order when the admin starts the draft, and climb the leaderboard week by week.
      </p>
      <ul className="mt-10 space-y-4">
        {SHOWS.map(({ icon: Icon, name, text }) => (
          <li key={name} className="flex items-start gap-3">
            <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
              <Icon className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold">{name}</span>
              <span className="block text-sm text-brand-100">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
