import { ALL_EVENT_TYPES, EVENT_TYPES_BY_SERVICE } from './allEvents';

describe('event type names', () => {
  it('are unique across services, so a type name picks one event in the whole log', () => {
    const owners = new Map<string, string[]>();
    for (const [service, types] of Object.entries(EVENT_TYPES_BY_SERVICE)) for (const type of types) owners.set(type, [...(owners.get(type) ?? []), service]);
    expect([...owners].filter(([, services]) => services.length > 1)).toEqual([]);
    expect(new Set(ALL_EVENT_TYPES).size).toBe(ALL_EVENT_TYPES.length);
  });
});
