import type { catalogRoutes } from '@reality-draft/events';
import { NotFound, type RouteRequest } from '@reality-draft/kernel';
import type { Response } from 'express';
import type { CatalogDeps } from '../catalogDeps';

/** GET /api/objects/photos/{id}: a kept photo never changes under its id, so browsers and proxies may keep it a year. */
export async function servePhoto(deps: CatalogDeps, req: RouteRequest<(typeof catalogRoutes)['photo']>, res: Response): Promise<void> {
  const { photoId } = req.params;
  const size = req.query.size ?? 'large';
  const bytes = await deps.objects.readPhoto(photoId, size);
  if (!bytes) throw new NotFound('Photo not found.');
  res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', ETag: `"${photoId}-${size}"` });
  res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
