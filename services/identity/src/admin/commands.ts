/** An admin's stream has one command: create the admin (start-up makes sure each configured admin exists). */
export interface CreateAdmin {
  adminId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  now: string;
}
