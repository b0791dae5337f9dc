/** The demo accounts (DEMO=1 only): their public facts. Drafts uses them to run demo bots. */

export const DEMO_ADMIN = { username: 'demo-admin', firstName: 'Dana', lastName: 'Host', email: 'dana.host@demo.test' };

export const DEMO_PLAYERS = [
  { firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test' },
  { firstName: 'Blake', lastName: 'Chen', email: 'blake@demo.test' },
  { firstName: 'Casey', lastName: 'Okafor', email: 'casey@demo.test' },
  { firstName: 'Drew', lastName: 'Patel', email: 'drew@demo.test' },
];

const DEMO_PLAYER_EMAILS = new Set(DEMO_PLAYERS.map((p) => p.email));

export const isDemoPlayerEmail = (email: string | null | undefined) => Boolean(email && DEMO_PLAYER_EMAILS.has(email.toLowerCase()));
