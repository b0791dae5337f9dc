/** DEMO=1 (or true): the demo accounts exist and the login page offers them, and demo bots join demo drafts. */
export const demoModeOn = (env: NodeJS.ProcessEnv): boolean => env.DEMO === '1' || env.DEMO === 'true';
