// Where each role starts. After login: admin -> /admin, player -> /player/dashboard (docs/accounts.md#start-pages).
// The navigation's home link: admin -> /home, player -> /player/dashboard, logged out -> /.
import type { Role, Session } from './types';

export const LOGIN_DESTINATION: Record<Role, string> = { admin: '/admin', player: '/player/dashboard' };

export const START_PAGE: Record<Session['role'], string> = { admin: '/home', player: '/player/dashboard', anonymous: '/' };
