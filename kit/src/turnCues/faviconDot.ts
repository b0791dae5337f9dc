// The favicon cue (docs/drafts.md#turn-cues): the page's own icon drawn on a canvas with a dot in its
// corner (rose for the turn, amber under 10 s left), as a data: URL the page's policy allows.
import type { CueStage } from './turnCueRules';

const SIZE = 64;
export const DOT_COLOURS: Record<CueStage, string> = { turn: '#e11d48', hurry: '#f59e0b' };

export async function dottedFavicon(source: string, stage: CueStage): Promise<string | null> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0, SIZE, SIZE);
  const [x, y] = [SIZE * 0.74, SIZE * 0.26];
  context.beginPath();
  context.arc(x, y, SIZE * 0.26, 0, 2 * Math.PI);
  context.fillStyle = '#ffffff';
  context.fill();
  context.beginPath();
  context.arc(x, y, SIZE * 0.19, 0, 2 * Math.PI);
  context.fillStyle = DOT_COLOURS[stage];
  context.fill();
  return canvas.toDataURL('image/png');
}
