import { openStorage, PARKED_ACTIONS, ParkedEvents, prefixedDocumentStore, storageConfigFromEnv, type ParkedAction } from '@reality-draft/kernel';
import { processLayoutFromEnv } from './processLayout';

const USAGE = `Usage: npm run parked                      lists the events projections stopped at
       npm run parked -- retry <read model>  applies its parked event again (once the fault is mended)
       npm run parked -- skip <read model>   goes on without it (replay the read model later to mend it)
Run it with the process's own environment (SERVICES, GATEWAY, READ_MODELS_PREFIX, DATABASE_URL…): the
copy that projects those read models carries the request out within a second.`;

/**
 * An operator's view of the dead letters of one process's read models, and the way to act on them:
 * the request is stored beside them, and their owner picks it up at its next lease poll.
 */
async function main([action, projection]: string[]): Promise<number> {
  const storage = await openStorage(storageConfigFromEnv());
  try {
    const parked = new ParkedEvents(prefixedDocumentStore(storage.docs, processLayoutFromEnv(process.env).readModelsPrefix));
    if (action === undefined) {
      const all = await parked.all();
      for (const entry of all) console.log(JSON.stringify(entry));
      if (!all.length) console.error('No parked events: every read model is following the log.');
      return 0;
    }
    if (!PARKED_ACTIONS.includes(action as ParkedAction) || !projection) {
      console.error(USAGE);
      return 2;
    }
    if (!(await parked.request(projection, action as ParkedAction))) {
      console.error(`${projection} has no parked event.`);
      return 1;
    }
    console.log(`Asked the owner of ${projection} to ${action} its parked event.`);
    return 0;
  } finally {
    await storage.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
