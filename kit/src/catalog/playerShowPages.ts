// Where a player goes for a show (docs/player-area.md#show-sections 'Player dashboard'): its bios page and the page of the
// player's own teams or contestants, with what their buttons say.
import type { ShowType } from '@reality-draft/events';

export interface PlayerShowPages {
  bios: string;
  biosLabel: string;
  yours: string;
  yoursLabel: string;
}

export const PLAYER_SHOW_PAGES: Record<ShowType, PlayerShowPages> = {
  big_brother: {
    bios: '/player/contestant-bios',
    biosLabel: 'Contestant Bios',
    yours: '/player/your-contestants?show=big_brother',
    yoursLabel: 'Your Contestants',
  },
  amazing_race: {
    bios: '/player/team-bios?show=teams',
    biosLabel: 'Team Bios',
    yours: '/player/your-amazing-race-teams',
    yoursLabel: 'Your Race Teams',
  },
  survivor: {
    bios: '/player/survivor-contestant-bios',
    biosLabel: 'Contestant Bios',
    yours: '/player/your-contestants?show=survivor',
    yoursLabel: 'Your Contestants',
  },
};
