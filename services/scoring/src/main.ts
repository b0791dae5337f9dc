import { serveAlone } from '@reality-draft/kernel';
import { scoringService } from './scoringModule';

/** Runs scoring alone (multi-process deployments); the gateway normally hosts it in-process. */
serveAlone('scoring', scoringService(), 8084);
