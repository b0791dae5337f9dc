// The type of pairing an Amazing Race team is, matched from its description (docs/player-area.md#pairing-labels): the
// first rule that matches wins, so the more specific ones come first ('Best friends' before
// 'Friends', 'Engaged' before 'Dating', 'Newlyweds' before 'Married', a parent and child before
// siblings). A description that matches none has no label.

export const PAIRING_LABELS = [
  'Father/daughter',
  'Mother/daughter',
  'Sisters',
  'Brothers',
  'Newlyweds',
  'Engaged couple',
  'Married couple',
  'Dating couple',
  'Best friends',
  'Friends',
] as const;

export type PairingLabel = (typeof PAIRING_LABELS)[number];

const RULES: readonly [PairingLabel, RegExp][] = [
  ['Father/daughter', /\b(father|dad|daddy)\s*(\/|&|and|-)?\s*daughters?\b/i],
  ['Mother/daughter', /\b(mother|mom|mum|mama)\s*(\/|&|and|-)?\s*daughters?\b/i],
  ['Sisters', /\b(twin\s+)?sisters\b/i],
  ['Brothers', /\b(twin\s+)?brothers\b/i],
  ['Newlyweds', /\bnewly\s*-?\s*weds?\b|\bnewly\s+married\b|\bjust\s+married\b/i],
  ['Engaged couple', /\bengaged\b|\bfianc[eé]e?s?\b/i],
  ['Married couple', /\bmarried\b|\bhusband\b|\bwife\b|\bspouses\b/i],
  ['Dating couple', /\bdating\b|\bboyfriend\b|\bgirlfriend\b/i],
  ['Best friends', /\bbest\s*-?\s*friends?\b|\bbffs?\b/i],
  ['Friends', /\bfriends?\b/i],
];

/** The team's pairing label from its description, or null when nothing matches. */
export function pairingLabel(description: string | null | undefined): PairingLabel | null {
  if (!description) return null;
  return RULES.find(([, pattern]) => pattern.test(description))?.[0] ?? null;
}
