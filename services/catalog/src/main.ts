import { serveAlone } from '@reality-draft/kernel';
import { catalogService } from './catalogModule';

/** Runs catalog alone (multi-process deployments); the gateway normally hosts it in-process. */
serveAlone('catalog', catalogService(), 8082);
