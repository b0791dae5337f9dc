// The configuration screen's playable demo: a level of our own, laid out by hand for the demo and
// checked by a breadth-first search in its unit test (11 moves at best). It is deliberately not one
// of the server's levels: those stay on the server until an attempt starts.
import type { SlidingLevel } from '@reality-draft/events';

export const DEMO_LEVEL: SlidingLevel = {
  id: 'demo-studio-lot',
  name: 'Studio Lot (demo)',
  difficulty: 'medium',
  minMoves: 11,
  gridSize: 6,
  pieces: [
    { id: 'contestant', name: 'Contestant', row: 2, col: 0, length: 2, isHorizontal: true, isTarget: true, color: '#e11d48' },
    { id: 'truck', name: 'Production Truck', row: 5, col: 0, length: 3, isHorizontal: true, isTarget: false, color: '#2563eb' },
    { id: 'crane', name: 'Camera Crane', row: 1, col: 2, length: 3, isHorizontal: false, isTarget: false, color: '#7c3aed' },
    { id: 'host-car', name: "Host's Car", row: 3, col: 4, length: 2, isHorizontal: true, isTarget: false, color: '#0e7490' },
    { id: 'catering', name: 'Catering Cart', row: 4, col: 3, length: 2, isHorizontal: false, isTarget: false, color: '#b45309' },
    { id: 'sound-van', name: 'Sound Van', row: 4, col: 4, length: 2, isHorizontal: false, isTarget: false, color: '#047857' },
    { id: 'wardrobe', name: 'Wardrobe Trailer', row: 0, col: 1, length: 3, isHorizontal: true, isTarget: false, color: '#475569' },
    { id: 'spotlight', name: 'Spotlight', row: 3, col: 0, length: 1, isHorizontal: true, isTarget: false, color: '#1e293b', isObstacle: true },
  ],
};
