import { serveAlone } from '@reality-draft/kernel';
import { miniGamesService } from './minigamesModule';

/** Runs mini-games alone (multi-process deployments); the gateway normally hosts it in-process. */
serveAlone('minigames', miniGamesService(), 8085);
