import type { AdminEvent } from '@reality-draft/events';
import type { AdminState } from './state';

/** An admin's one event, AdminCreated, makes the admin exist. */
export const evolveAdmin = (_state: AdminState, _event: AdminEvent): AdminState => ({ exists: true });
