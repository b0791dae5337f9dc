import { catalogService } from '@reality-draft/catalog';
import { draftsService } from '@reality-draft/drafts';
import { identityService } from '@reality-draft/identity';
import { miniGamesService } from '@reality-draft/minigames';
import { scoringService } from '@reality-draft/scoring';
import type { ServiceFactory } from '@reality-draft/kernel';

/** Every service the gateway hosts in its one process. */
export const allServices = (): ServiceFactory[] => [identityService(), catalogService(), draftsService(), scoringService(), miniGamesService()];
