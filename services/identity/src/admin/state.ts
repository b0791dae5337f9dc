/** An admin's stream as its decider sees it: whether the admin was created. */
export interface AdminState {
  exists: boolean;
}

export const initialAdminState = (): AdminState => ({ exists: false });
