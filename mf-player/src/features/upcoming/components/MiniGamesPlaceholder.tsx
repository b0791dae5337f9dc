// The dashboard section that the next release fills in, saying so plainly.
import { ReleasePlaceholder } from '@reality-draft/kit';
import { Gamepad2 } from 'lucide-react';

export function MiniGamesPlaceholder() {
  return (
    <ReleasePlaceholder
      compact
      headingLevel={2}
      title="Mini-Games"
      icon={<Gamepad2 className="h-5 w-5" />}
      message="Timed puzzle challenges sent by your admin are coming with the next release."
    />
  );
}
