import { exportFileName, type PlayerDataExport, type PlayerDataPart } from '@reality-draft/events';
import type { DocumentStore, RouteHandler, ServiceModule } from '@reality-draft/kernel';
import { devicesExport } from '@reality-draft/notify';

type PartMaker = (playerId: string) => Promise<PlayerDataPart>;

/** Every part a player's data export is made of: each service this process runs or follows writes its own, the notifier's from the shared documents where it runs elsewhere. */
export function exportParts(modules: readonly ServiceModule[], shared: DocumentStore): PartMaker[] {
  const parts = modules.flatMap((module) => (module.exportPlayer ? [(playerId: string) => module.exportPlayer!(playerId)] : []));
  if (!modules.some((module) => module.name === 'notify')) parts.push((playerId) => devicesExport(shared, playerId));
  return parts;
}

/** A part no service wrote is there, empty, so the file always has the same shape. */
const nothingHeld = (): PlayerDataPart => ({
  account: { profile: null, events: [] },
  drafts: { joined: [], picks: [], pickQueues: [], autoPick: [] },
  scoring: { spoilerGuard: {}, standings: [], predictions: [], claims: [], trades: [] },
  miniGames: { games: [], attempts: [] },
  push: { devices: [] },
  chat: { messages: [] },
});

/** GET /api/players/me/export (docs/accounts.md#your-data): the signed-in player's data, as a JSON file to save. */
export function playerExportHandler(parts: PartMaker[], now: () => Date = () => new Date()): RouteHandler {
  return async (req, res) => {
    const playerId = req.principal!.id;
    const exportedAt = now().toISOString();
    const held = await Promise.all(parts.map((part) => part(playerId)));
    const file: PlayerDataExport = {
      format: 'reality-draft-player-export',
      version: 1,
      exportedAt,
      playerId,
      ...(Object.assign(nothingHeld(), ...held) as Required<PlayerDataPart>),
    };
    res.set('Cache-Control', 'no-store');
    res.attachment(exportFileName(exportedAt.slice(0, 10)));
    res.json(file);
  };
}
