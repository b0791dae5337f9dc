export interface PlayerAccount {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  isActive: boolean;
  createdAt: string;
}

export interface TemporaryPassword {
  email: string;
  temporaryPassword: string;
}
