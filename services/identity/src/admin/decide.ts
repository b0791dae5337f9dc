import type { AdminEvent } from '@reality-draft/events';
import type { Decider } from '@reality-draft/kernel';

export interface CreateAdmin {
  adminId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  now: string;
}

/** An admin's stream: created once; creating again changes nothing. */
export const adminDecider: Decider<{ exists: boolean }, CreateAdmin, AdminEvent> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) =>
    state.exists
      ? []
      : [
          {
            type: 'AdminCreated',
            data: {
              adminId: command.adminId,
              username: command.username,
              firstName: command.firstName,
              lastName: command.lastName,
              email: command.email,
              createdAt: command.now,
            },
          },
        ],
};
