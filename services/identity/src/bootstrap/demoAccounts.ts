import type { DemoAccount } from '@reality-draft/events';

/** Demo accounts exist only when DEMO=1; the login page's demo buttons list them. */
export const DEMO_PASSWORD = 'draft-demo-2026';

export const DEMO_ADMIN = { username: 'demo-admin', firstName: 'Dana', lastName: 'Host', email: 'dana.host@demo.test' };

export const DEMO_PLAYERS = [
  { firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test' },
  { firstName: 'Blake', lastName: 'Chen', email: 'blake@demo.test' },
  { firstName: 'Casey', lastName: 'Okafor', email: 'casey@demo.test' },
  { firstName: 'Drew', lastName: 'Patel', email: 'drew@demo.test' },
];

const DEMO_ACCOUNT_NAMES = new Set([DEMO_ADMIN.username, ...DEMO_PLAYERS.map((p) => p.email)]);

/** Whether an account name (lower-cased email or username) is one of the demo accounts. */
export const isDemoAccount = (accountName: string) => DEMO_ACCOUNT_NAMES.has(accountName);

export const demoAccountList = (): DemoAccount[] => [
  ...DEMO_PLAYERS.map((p) => ({ label: `${p.firstName} (player)`, userType: 'player' as const, emailOrUsername: p.email, password: DEMO_PASSWORD })),
  { label: `${DEMO_ADMIN.firstName} (admin)`, userType: 'admin', emailOrUsername: DEMO_ADMIN.username, password: DEMO_PASSWORD },
];
