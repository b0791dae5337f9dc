// The remote routes live in events (frontends/routeRemotes.ts), shared with the gateway, which names in
// each page's HTML what the page's remote needs.
import { REMOTE_ROUTES as ROUTES, type RemoteName, type RemoteRouteDef } from '@reality-draft/events';
import type { Access } from './access';

/** Every remote route is behind one of the shell's guards. */
export const REMOTE_ROUTES: readonly (RemoteRouteDef & { access: Exclude<Access, 'anyone'> })[] = ROUTES;

export type { RemoteName, RemoteRouteDef };
