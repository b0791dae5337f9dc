import type { AdminEvent } from '@reality-draft/events';

/** An admin's stream as its decider sees it: whether the admin was created. */
export interface AdminState {
  exists: boolean;
}

export const initialAdminState = (): AdminState => ({ exists: false });

export const evolveAdmin = (_state: AdminState, _event: AdminEvent): AdminState => ({ exists: true });
