import { Upcasters } from './upcasters';

describe('Upcasters', () => {
  const chain = new Upcasters()
    .register('PlayerRegistered', 1, (data: { name: string }) => ({ firstName: data.name.split(' ')[0], lastName: data.name.split(' ')[1] }))
    .register('PlayerRegistered', 2, (data: object) => ({ ...data, source: 'web' }));

  it('applies every step from the stored version to the current one', () => {
    const old = { type: 'PlayerRegistered', data: { name: 'Ann Lee' }, metadata: {} };
    expect(chain.upcast(old)).toEqual({
      type: 'PlayerRegistered',
      data: { firstName: 'Ann', lastName: 'Lee', source: 'web' },
      metadata: { schemaVersion: 3 },
    });
  });

  it('tells the version new events are written with', () => {
    expect(chain.currentVersion('PlayerRegistered')).toBe(3);
    expect(chain.currentVersion('AdminCreated')).toBe(1);
  });

  it('leaves current shapes and other types untouched', () => {
    const current = { type: 'PlayerRegistered', data: { firstName: 'Ann' }, metadata: { schemaVersion: 3 } };
    expect(chain.upcast(current)).toBe(current);
    const other = { type: 'AdminCreated', data: {}, metadata: {} };
    expect(chain.upcast(other)).toBe(other);
  });
});
