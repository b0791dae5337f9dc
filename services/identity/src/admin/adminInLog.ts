import { ADMIN_EVENT_TYPES, adminStream, type AdminAccount } from '@reality-draft/events';
import { isEventOf, readStreamOf, uniqueKeyHolder, type EventStore } from '@reality-draft/kernel';
import { createdAdmin } from '../readModels/accountDocuments';

/** The unique key an admin's username is claimed under. */
export const ADMIN_USERNAME = 'admin-username';

/** The admin as the log has it (the accounts read model may not show one created at this start-up yet); null before their creation. */
export async function adminInLog(events: EventStore, adminId: string): Promise<AdminAccount | null> {
  const { events: history } = await readStreamOf(events, adminStream(adminId), ADMIN_EVENT_TYPES);
  const created = history.find(isEventOf(['AdminCreated']));
  return created ? createdAdmin(created.data) : null;
}

/** The admin who signs in with this username, as the log has it. */
export async function adminHoldingUsername(events: EventStore, usernameKey: string): Promise<AdminAccount | null> {
  const adminId = await uniqueKeyHolder(events, ADMIN_USERNAME, usernameKey);
  return adminId ? adminInLog(events, adminId) : null;
}
