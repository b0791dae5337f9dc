// The shell's own code imports kit directly ('@reality-draft/kit/host'), so the login page loads only
// the kit it uses. The shared '@reality-draft/kit' singleton the shell provides (the whole barrel,
// the same module instances) is loaded here: before any remote starts (kitFirstPlugin), so that every
// remote takes the shell's copy instead of its own, and early, as soon as a signed-in screen is drawn.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

let kitShared: Promise<unknown> | null = null;

export function provideKit(): Promise<unknown> {
  kitShared ??= import('@reality-draft/kit').catch((error: unknown) => {
    kitShared = null;
    throw error;
  });
  return kitShared;
}

/** A signed-in screen is drawn: start loading the shared kit now, while the page's own code loads. */
export function prepareRemotes(): void {
  provideKit().catch((error) => console.warn('[federation] the shared kit could not be loaded:', error));
}

/**
 * Module Federation runtime plugin: a remote's container registers the modules it can share when it
 * starts (init); the shell's kit is in use by then. The remote's manifest and entry download meanwhile.
 */
export function kitFirstPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reality-draft-kit-first',
    async beforeInitContainer(args) {
      await provideKit();
      return args;
    },
  };
}
