import type { DocumentStore } from '@reality-draft/kernel';
import { generateVAPIDKeys, type VapidDetails } from 'web-push';

export const SETTINGS_COLLECTION = 'push_settings';
const VAPID_DOCUMENT_ID = 'vapid';

/** Used when VAPID_SUBJECT is unset and PUBLIC_URL is not https: (Apple refuses a localhost subject). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@reality-draft.invalid';

interface StoredKeys extends Record<string, unknown> {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

function subjectFrom(env: NodeJS.ProcessEnv): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  return env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : DEFAULT_VAPID_SUBJECT;
}

/**
 * The application server's key pair (docs/notifications.md#vapid-keys): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY, or else one pair made once and kept in the shared document store, where every
 * copy finds it. Two copies racing to make it: one insert wins the unique id, both read back its pair.
 */
export async function vapidDetails(env: NodeJS.ProcessEnv, shared: DocumentStore, now: () => Date): Promise<VapidDetails> {
  const subject = subjectFrom(env);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to keep a generated pair');
  const settings = shared.collection<StoredKeys>(SETTINGS_COLLECTION);
  const stored = await settings.findOne({ id: VAPID_DOCUMENT_ID });
  if (stored) return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
  await settings.ensureIndex('id', { unique: true });
  try {
    await settings.insertOne({ id: VAPID_DOCUMENT_ID, ...generateVAPIDKeys(), createdAt: now().toISOString() });
  } catch (error) {
    // Another copy stored its pair first (a duplicate id): that one is everyone's.
    if (!(await settings.findOne({ id: VAPID_DOCUMENT_ID }))) throw error;
  }
  const kept = (await settings.findOne({ id: VAPID_DOCUMENT_ID }))!;
  return { subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
}
