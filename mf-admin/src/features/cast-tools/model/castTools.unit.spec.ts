import { CAST_TOOLS, SEED_FAILURE, toolFailureToast, toolsForShow, toolSuccessToast, type CastToolSpec } from './castTools';

const spec = (tool: string): CastToolSpec => CAST_TOOLS.find((candidate) => candidate.tool === tool)!;
const serverError = { status: 500, text: '500: {}', message: 'Database unavailable' };
const silentError = { status: 403, text: '403: Forbidden' };

describe('admin data tools', () => {
  it('offers the seven tools of the spec', () => {
    expect(CAST_TOOLS.map((tool) => tool.label).sort()).toEqual(
      [
        'Clean Up Amazing Race',
        'Clean Up Big Brother',
        'Clear Contestants',
        'Force Seed Contestants',
        'Seed Contestants',
        'Seed Survivor Contestants',
        'Seed Teams',
      ].sort(),
    );
  });

  it('groups the tools by show', () => {
    expect(toolsForShow('amazing_race').map((t) => t.tool)).toEqual(['seed-teams', 'cleanup-amazing-race']);
    expect(toolsForShow('survivor').map((t) => t.tool)).toEqual(['seed-survivor-contestants']);
  });

  it('says under each button what it does', () => {
    expect(Object.fromEntries(CAST_TOOLS.map((tool) => [tool.label, tool.does]))).toEqual({
      'Seed Teams': 'Adds the 13 demo teams of season 38, if no teams are loaded.',
      'Clean Up Amazing Race': 'Removes every Amazing Race team; points already given stay.',
      'Seed Contestants': 'Adds the 16 demo house guests of season 27, if no contestants are loaded.',
      'Force Seed Contestants': 'Replaces the Big Brother cast, whatever is loaded, with the 16 demo house guests of season 27.',
      'Clear Contestants': 'Removes every Big Brother contestant; points already given stay.',
      'Clean Up Big Brother': 'Removes every Big Brother contestant (as Clear Contestants does); points already given stay.',
      'Seed Survivor Contestants': 'Adds the 18 demo castaways of season 49 (tribes Lavo, Nami, Hina), if none are loaded.',
    });
  });

  it('asks before the destructive tools only', () => {
    const asking = CAST_TOOLS.filter((tool) => tool.confirm)
      .map((tool) => tool.tool)
      .sort();
    expect(asking).toEqual(['cleanup-amazing-race', 'cleanup-big-brother', 'clear-contestants', 'force-seed-contestants']);
  });

  it("words a failed seed with the server's message, else the admin-privileges sentence", () => {
    expect(toolFailureToast(spec('seed-teams'), serverError)).toEqual({ title: 'Error', description: 'Database unavailable', variant: 'destructive' });
    expect(toolFailureToast(spec('force-seed-contestants'), silentError).description).toBe(SEED_FAILURE);
  });

  it('words a failed clear and a failed cleanup', () => {
    expect(toolFailureToast(spec('clear-contestants'), serverError).description).toBe('Failed to clear contestants.');
    expect(toolFailureToast(spec('cleanup-big-brother'), silentError)).toEqual({
      title: 'Cleanup Failed',
      description: 'Failed to clean up Big Brother data.',
      variant: 'destructive',
    });
    expect(toolFailureToast(spec('cleanup-amazing-race'), serverError).title).toBe('Cleanup Failed');
  });

  it("shows the server's message on success", () => {
    expect(toolSuccessToast(spec('seed-teams'), { message: 'Seeded 13 season 38 teams', count: 13 }).description).toBe('Seeded 13 season 38 teams');
    expect(toolSuccessToast(spec('seed-teams'), { message: '', count: 13 }).description).toContain('13');
  });
});
