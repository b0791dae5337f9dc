// Which player's dialog stays open once an action for `done` has finished. The admin may have closed
// the dialog and opened another player's while a slow save ran: only the saved player's dialog closes.
export function afterActionFor<T extends { id: string }>(current: T | null, done: T): T | null {
  return current?.id === done.id ? null : current;
}
