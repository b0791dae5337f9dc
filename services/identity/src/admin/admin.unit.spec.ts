import type { AdminEvent } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { CreateAdmin } from './commands';
import { adminDecider } from './decide';

const now = '2026-11-21T10:00:00.000Z';
const create = (overrides: Partial<CreateAdmin> = {}): CreateAdmin => ({
  adminId: 'a1',
  username: 'boss',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@x.test',
  now,
  ...overrides,
});
const created: AdminEvent = {
  type: 'AdminCreated',
  data: { adminId: 'a1', username: 'boss', firstName: 'Ann', lastName: 'Lee', email: 'ann@x.test', createdAt: now },
};

const given = DeciderSpecification.for(adminDecider);

describe('admin decider', () => {
  it('creates an admin on an empty stream, with the time of the command', () => {
    given([]).when(create()).then([created]);
  });

  it('records the names and email as given, nulls included', () => {
    given([])
      .when(create({ firstName: null, lastName: null, email: null }))
      .then([{ type: 'AdminCreated', data: { adminId: 'a1', username: 'boss', firstName: null, lastName: null, email: null, createdAt: now } }]);
  });

  it('changes nothing when the admin was already created, whatever the command carries (a start-up run again)', () => {
    given([created]).when(create()).thenNothingHappened();
    given([created])
      .when(create({ username: 'other', firstName: 'Bo', email: 'bo@x.test', now: '2026-11-22T10:00:00.000Z' }))
      .thenNothingHappened();
  });
});
