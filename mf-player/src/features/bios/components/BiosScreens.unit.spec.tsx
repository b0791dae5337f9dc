import type { Contestant, Team } from '@reality-draft/events';
import { sampleContestant, sampleTeam } from '@reality-draft/events/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ContestantBioCard } from './ContestantBioCard';
import { ContestantBiosSection } from './ContestantBiosSection';
import { TeamBioCard } from './TeamBioCard';
import { TeamBiosFilterNav } from './TeamBiosFilterNav';
import { TeamBiosSection } from './TeamBiosSection';
import { TribeSections } from './TribeSections';

const team = (teamNumber: number, description: string, over: Partial<Team> = {}) => sampleTeam(teamNumber, { description, ...over });

const contestant = (contestantNumber: number, over: Partial<Contestant> = {}) =>
  sampleContestant(contestantNumber, {
    name: `Person ${contestantNumber}`,
    age: 31,
    occupation: 'Kayak guide',
    hometown: 'Bend, Oregon',
    currentResidence: 'Portland, Oregon',
    tribe: 'Lavo',
    description: 'Plays the long game.',
    ...over,
  });

const query = <T,>(over: { data?: T[]; isLoading?: boolean; error?: unknown }) => ({ isLoading: false, isFetching: false, refetch: () => undefined, ...over });

const section = (over: Parameters<typeof query<Team>>[0]) => renderToStaticMarkup(<TeamBiosSection query={query<Team>(over)} />);

describe('a bios list', () => {
  it('says it is loading', () => {
    expect(section({ isLoading: true })).toContain('Loading contestants...');
  });

  it("says 'Unable to Load Contestants' with the server's message and a Try Again button", () => {
    const html = section({ error: { status: 500, text: '500: boom', message: 'The catalogue is down.' } });
    expect(html).toContain('Unable to Load Contestants');
    expect(html).toContain('The catalogue is down.');
    expect(html).toContain('Try Again');
    expect(html).toContain('role="alert"');
  });

  it("says 'No Contestants Found' for an empty cast", () => {
    const html = section({ data: [] });
    expect(html).toContain('No Contestants Found');
    expect(html).toContain('No contestant data available at this time.');
  });

  it('lists the cast by number with its season, and labels a demo cast', () => {
    const html = section({ data: [team(2, 'Sisters from Omaha.', { demo: true }), team(1, 'Married couple.', { demo: true })] });
    expect(html.indexOf('Team #1')).toBeLessThan(html.indexOf('Team #2'));
    expect(html).toContain('Season 38');
    expect(html).toContain('Demo cast');
    expect(section({ data: [team(1, 'Married couple.')] })).not.toContain('Demo cast');
  });

  it("is named for its show's contestants, with a link beside the heading", () => {
    const html = renderToStaticMarkup(
      <ContestantBiosSection showType="survivor" query={query<Contestant>({ data: [contestant(1)] })} action={<a href="/x">By tribe</a>} />,
    );
    expect(html).toContain('<h2 id="bios-survivor"');
    expect(html).toContain('Survivor Contestants');
    expect(html).toContain('aria-label="Survivor contestants"');
    expect(html).toContain('By tribe');
    expect(html).toContain('Contestant #1');
  });
});

describe('bios cards', () => {
  it('show a team with its number, members, pairing, season and description', () => {
    const html = renderToStaticMarkup(<TeamBioCard team={team(7, 'Engaged couple of ER nurses who started dating in school.')} />);
    expect(html).toContain('Team #7');
    expect(html).toContain('Racer 7A &amp; Racer 7B');
    expect(html).toContain('>Engaged couple<');
    expect(html).toContain('>Season<');
    expect(html).toContain('Engaged couple of ER nurses');
    expect(html).not.toContain('ELIMINATED');
  });

  it('have no pairing label when the description matches none', () => {
    expect(renderToStaticMarkup(<TeamBioCard team={team(3, 'Coworkers from Denver.')} />)).not.toMatch(/couple|Friends|Sisters|Brothers/);
  });

  it('grey a member out of the game with the show’s label', () => {
    expect(renderToStaticMarkup(<TeamBioCard team={team(4, 'Brothers.', { isActive: false })} />)).toContain('ELIMINATED');
    expect(renderToStaticMarkup(<ContestantBioCard contestant={contestant(3, { isActive: false })} />)).toContain('VOTED OUT');
    const evicted = renderToStaticMarkup(<ContestantBioCard contestant={contestant(3, { isActive: false, showType: 'big_brother', tribe: null })} />);
    expect(evicted).toContain('EVICTED');
    expect(evicted).toContain('grayscale');
    expect(evicted).not.toContain('in episode');
  });

  it('say when a member went out, once the episode or week is known', () => {
    const castaway = contestant(3, { isActive: false, showType: 'big_brother', tribe: null, eliminatedIn: 3 });
    expect(renderToStaticMarkup(<ContestantBioCard contestant={castaway} />)).toContain('Evicted in episode 3');
    expect(renderToStaticMarkup(<TeamBioCard team={team(4, 'Brothers.', { isActive: false, eliminatedIn: 2 })} />)).toContain('Eliminated in week 2');
  });

  it('hide an elimination after what the player has watched behind a tap, on every bios list', () => {
    const evicted = contestant(3, { isActive: false, showType: 'big_brother', tribe: null, eliminatedIn: 2 });
    const guarded = renderToStaticMarkup(<ContestantBioCard contestant={evicted} watchedThrough={1} />);
    expect(guarded).toContain('Out later in the season - tap to reveal');
    expect(guarded).not.toContain('EVICTED');
    expect(guarded).not.toContain('Evicted in episode 2');
    expect(guarded).not.toContain('grayscale');
    const caughtUp = renderToStaticMarkup(<ContestantBioCard contestant={evicted} watchedThrough={2} />);
    expect(caughtUp).toContain('EVICTED');
    expect(caughtUp).toContain('Evicted in episode 2');
    expect(caughtUp).not.toContain('Out later in the season');
    const teams = renderToStaticMarkup(
      <TeamBiosSection query={{ ...query<Team>({ data: [team(4, 'Brothers.', { isActive: false, eliminatedIn: 2 })] }), watchedThrough: 0 }} />,
    );
    expect(teams).toContain('Out later in the season - tap to reveal');
    expect(teams).not.toContain('ELIMINATED');
    const tribes = renderToStaticMarkup(<TribeSections castaways={[contestant(5, { isActive: false, eliminatedIn: 4 })]} watchedThrough={3} />);
    expect(tribes).toContain('Out later in the season - tap to reveal');
    expect(tribes).not.toContain('VOTED OUT');
  });

  it('show a castaway’s age, occupation, hometown and residence', () => {
    const html = renderToStaticMarkup(<ContestantBioCard contestant={contestant(1)} />);
    for (const text of ['Contestant #1', 'Person 1', '>Age<', '>31<', 'Kayak guide', 'Bend, Oregon', '>Residence<', 'Portland, Oregon', 'Plays the long game.'])
      expect(html).toContain(text);
  });

  it('leave out the facts a contestant does not have', () => {
    const html = renderToStaticMarkup(<ContestantBioCard contestant={contestant(1, { age: null, occupation: '', currentResidence: null })} />);
    expect(html).not.toContain('>Age<');
    expect(html).not.toContain('>Occupation<');
    expect(html).not.toContain('>Residence<');
    expect(html).toContain('>Hometown<');
  });
});

describe('Survivor bios', () => {
  it('groups the castaways under their tribes', () => {
    const html = renderToStaticMarkup(<TribeSections castaways={[contestant(2, { tribe: 'Hina' }), contestant(1), contestant(3, { tribe: null })]} />);
    expect(html.indexOf('Lavo Tribe')).toBeLessThan(html.indexOf('Hina Tribe'));
    expect(html.indexOf('Hina Tribe')).toBeLessThan(html.indexOf('Other Castaways'));
    expect(html).not.toContain('Nami Tribe');
    expect(html).toContain('(1 castaway)');
  });

  it("groups an imported season's castaways under the tribes its file names", () => {
    const html = renderToStaticMarkup(<TribeSections castaways={[contestant(2, { tribe: 'Vaka' }), contestant(1, { tribe: 'Moto Maji' })]} />);
    expect(html.indexOf('Moto Maji Tribe')).toBeLessThan(html.indexOf('Vaka Tribe'));
    expect(html).toContain('id="tribe-1-moto-maji"');
    expect(html).not.toContain('Lavo');
  });
});

describe('team bios filter', () => {
  it('links each filter in the query string and marks the current one', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/player/team-bios?show=teams']}>
        <TeamBiosFilterNav current="teams" />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/player/team-bios?show=all"');
    expect(html).toContain('href="/player/team-bios?show=contestants"');
    expect(html).toMatch(/aria-current="page"[^>]*>Teams</);
  });
});
