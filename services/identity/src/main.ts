import { serveAlone } from '@reality-draft/kernel';
import { identityService } from './identityModule';

/** Runs identity alone (multi-process deployments); the gateway normally hosts it in-process. */
serveAlone('identity', identityService(), 8081);
