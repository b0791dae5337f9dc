import { serveAlone } from '@reality-draft/kernel';
import { draftsService } from './draftsModule';

/** Runs drafts alone (multi-process deployments); the gateway normally hosts it in-process. */
serveAlone('drafts', draftsService(), 8083);
