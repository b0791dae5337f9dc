import { catalogService } from '@reality-draft/catalog';
import { draftsService } from '@reality-draft/drafts';
import { identityService } from '@reality-draft/identity';
import { miniGamesService } from '@reality-draft/minigames';
import { notifyService } from '@reality-draft/notify';
import { scoringService } from '@reality-draft/scoring';
import type { ServiceFactory } from '@reality-draft/kernel';

/** The services, in the order a process composes them. */
export const SERVICE_NAMES = ['identity', 'catalog', 'drafts', 'scoring', 'minigames', 'notify'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const FACTORIES: Record<ServiceName, () => ServiceFactory> = {
  identity: () => identityService(),
  catalog: () => catalogService(),
  drafts: () => draftsService(),
  scoring: () => scoringService(),
  minigames: () => miniGamesService(),
  notify: () => notifyService(),
};

export const serviceFactory = (name: ServiceName): ServiceFactory => FACTORIES[name]();

/** Every service, as the all-in-one gateway hosts them in its one process. */
export const allServices = (): ServiceFactory[] => SERVICE_NAMES.map(serviceFactory);
