import { biosSection } from './biosSection';

describe('a bios section', () => {
  it("is named for its show's teams or contestants", () => {
    expect(biosSection('amazing_race')).toEqual({ id: 'bios-amazing-race', title: 'Amazing Race Teams', label: 'Amazing Race teams' });
    expect(biosSection('big_brother')).toEqual({ id: 'bios-big-brother', title: 'Big Brother Contestants', label: 'Big Brother contestants' });
    expect(biosSection('survivor')).toEqual({ id: 'bios-survivor', title: 'Survivor Contestants', label: 'Survivor contestants' });
  });
});
