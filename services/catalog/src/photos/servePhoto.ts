import type { PhotoSize } from '@reality-draft/events';
import { NotFound } from '@reality-draft/kernel';
import type { Request, Response } from 'express';
import type { CatalogDeps } from '../catalogDeps';

/** GET /api/objects/photos/{id}: a kept photo never changes under its id, so browsers and proxies may keep it a year. */
export async function servePhoto(deps: CatalogDeps, req: Request, res: Response): Promise<void> {
  const photoId = String(req.params.photoId);
  const size = ((req.query as { size?: PhotoSize }).size ?? 'large') satisfies PhotoSize;
  const bytes = await deps.objects.readPhoto(photoId, size);
  if (!bytes) throw new NotFound('Photo not found.');
  res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', ETag: `"${photoId}-${size}"` });
  res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
