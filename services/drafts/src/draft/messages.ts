export const DRAFT_NOT_FOUND = 'Draft not found.';
export const NOT_OWNER = 'Only the admin who created this draft can manage it.';
export const NOT_A_PARTICIPANT = "You're not a participant in this draft.";
export const NOT_YOUR_TURN = "It's not your turn to pick.";
export const TURN_ALREADY_PICKED = 'That turn has already been picked. The draft has moved on.';
export const SIMULTANEOUS_PICK = 'Another pick for this turn landed first. The draft has moved on.';
export const noLongerLastPick = (pickNumber: number) =>
  `Pick ${pickNumber} is no longer the last pick: it was already undone or another pick landed. Look at the board and try again.`;
