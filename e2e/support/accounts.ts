/** The admin the e2e server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-pass' };

let counter = 0;

/** A player nobody has registered yet in this run. */
export function newPlayer(firstName = 'Jordan', lastName = 'Tester') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`;
  return { firstName, lastName, email: `${firstName.toLowerCase()}.${tag}@e2e.test`, password: 'e2e-player-pass' };
}
