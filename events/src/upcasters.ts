import { registerMiniGameUpcasters } from './minigames/upcasters';
import { Upcasters } from './upcasterRegistry';

export { Upcasters, type VersionedEvent } from './upcasterRegistry';

/** The project's upcasters. */
export const upcasters = registerMiniGameUpcasters(new Upcasters());
