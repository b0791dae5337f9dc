import { DEMO_ADMIN, DEMO_PLAYERS, type DemoAccount } from '@reality-draft/events';

export { DEMO_ADMIN, DEMO_PLAYERS };

/** Demo accounts exist only when DEMO=1; the login page's demo buttons list them. */
export const DEMO_PASSWORD = 'draft-demo-2026';

const DEMO_ACCOUNT_NAMES = new Set([DEMO_ADMIN.username, ...DEMO_PLAYERS.map((p) => p.email)]);

/** Whether an account name (lower-cased email or username) is one of the demo accounts. */
export const isDemoAccount = (accountName: string) => DEMO_ACCOUNT_NAMES.has(accountName);

export const demoAccountList = (): DemoAccount[] => [
  ...DEMO_PLAYERS.map((p) => ({ label: `${p.firstName} (player)`, userType: 'player' as const, emailOrUsername: p.email, password: DEMO_PASSWORD })),
  { label: `${DEMO_ADMIN.firstName} (admin)`, userType: 'admin', emailOrUsername: DEMO_ADMIN.username, password: DEMO_PASSWORD },
];
