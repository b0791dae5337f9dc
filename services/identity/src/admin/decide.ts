import type { AdminEvent } from '@reality-draft/events';
import type { Decider } from '@reality-draft/kernel';
import type { CreateAdmin } from './commands';
import { evolveAdmin } from './evolve';
import { initialAdminState, type AdminState } from './state';

/** An admin's stream: created once; creating again changes nothing. */
export const adminDecider: Decider<AdminState, CreateAdmin, AdminEvent> = {
  initialState: initialAdminState,
  evolve: evolveAdmin,
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
