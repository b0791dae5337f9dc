export { DRAFT_NOT_FOUND, NOT_A_PARTICIPANT, NOT_OWNER } from '@reality-draft/events';
export const NOT_YOUR_TURN = "It's not your turn to pick.";
export const TURN_ALREADY_PICKED = 'That turn has already been picked. The draft has moved on.';
export const SIMULTANEOUS_PICK = 'Another pick for this turn landed first. The draft has moved on.';
export const noLongerLastPick = (pickNumber: number) =>
  `Pick ${pickNumber} is no longer the last pick: it was already undone or another pick landed. Look at the board and try again.`;
export const NO_ONE_ON_THE_CLOCK = 'No one is on the clock.';
export const START_TIME_PASSED = 'That start time has passed. Choose a time in the future.';
export const DRAFT_ALREADY_STARTED = 'This draft has already started.';
export const COUNTDOWN_RUNNING = 'The draft is counting down to its start. Stop the countdown first.';
export const AUTO_PICK_DRAFT_COMPLETE = 'The draft is complete: there are no turns left to auto-pick.';
export const AUTO_PICK_OFF = "This player's auto-pick is off.";
