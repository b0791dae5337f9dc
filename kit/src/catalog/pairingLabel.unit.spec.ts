import { PAIRING_LABELS, pairingLabel } from './pairingLabel';

describe('pairing label', () => {
  it.each([
    ['Sisters and twin veterinarians from Omaha.', 'Sisters'],
    ['Brothers who coach youth soccer in Sacramento.', 'Brothers'],
    ['Father/daughter pair of amateur sailors.', 'Father/daughter'],
    ['A father and daughter from Maine.', 'Father/daughter'],
    ['Mother/daughter bakers from Milwaukee.', 'Mother/daughter'],
    ['Mom & daughter realtors.', 'Mother/daughter'],
    ['Dating couple of rock climbers.', 'Dating couple'],
    ['Engaged couple of ER nurses.', 'Engaged couple'],
    ['Newlyweds who met on a ski lift.', 'Newlyweds'],
    ['Married couple who run a food truck.', 'Married couple'],
    ['Best friends since kindergarten.', 'Best friends'],
    ['Friends from a community theater troupe.', 'Friends'],
  ])('%s → %s', (description, label) => {
    expect(pairingLabel(description)).toBe(label);
  });

  it('is read from anywhere in the description, in any case', () => {
    expect(pairingLabel('Demo cast — MARRIED COUPLE of retired postal workers.')).toBe('Married couple');
    expect(pairingLabel('Two nurses, married for ten years.')).toBe('Married couple');
  });

  it('prefers the more specific label when several words match', () => {
    expect(pairingLabel('Best friends and roommates; friends since school.')).toBe('Best friends');
    expect(pairingLabel('Dating for six years and now engaged.')).toBe('Engaged couple');
    expect(pairingLabel('Newlyweds: married last spring.')).toBe('Newlyweds');
    expect(pairingLabel('Newly married after dating in college.')).toBe('Newlyweds');
    expect(pairingLabel('Mother and daughter who are like sisters.')).toBe('Mother/daughter');
    expect(pairingLabel('A dating couple who are best friends.')).toBe('Dating couple');
  });

  it('has no label when nothing matches, or no description', () => {
    expect(pairingLabel('Co-workers from a Denver law firm.')).toBeNull();
    expect(pairingLabel('A friendship-bracelet maker and her coworker.')).toBeNull();
    expect(pairingLabel('')).toBeNull();
    expect(pairingLabel(null)).toBeNull();
    expect(pairingLabel(undefined)).toBeNull();
  });

  it("knows the spec's ten labels", () => {
    expect([...PAIRING_LABELS].sort()).toEqual(
      [
        'Best friends',
        'Brothers',
        'Dating couple',
        'Engaged couple',
        'Father/daughter',
        'Friends',
        'Married couple',
        'Mother/daughter',
        'Newlyweds',
        'Sisters',
      ].sort(),
    );
  });
});
