// Records the identity service answers, as the browser keeps them.
export interface AdminRecord {
  id: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
}

export interface PlayerRecord {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  isActive?: boolean;
  createdAt?: string;
}

export type Role = 'admin' | 'player';

export type Session =
  { role: 'admin'; token: string; admin: AdminRecord | null } | { role: 'player'; token: string; player: PlayerRecord | null } | { role: 'anonymous' };

export interface SessionTokens {
  adminToken: string | null;
  playerToken: string | null;
}
