import { describeStorage } from './describeStorage';
import { storageConfigFromEnv } from './openStorage';

describe('describeStorage, the start-up lines about data', () => {
  it('names the data folder and the embedded engines in it (the default)', () => {
    expect(describeStorage(storageConfigFromEnv({ DATA_DIR: '/srv/rd' }))).toEqual({
      data: '/srv/rd',
      eventStore: 'PGlite (embedded PostgreSQL) in /srv/rd/events',
      documentStore: 'NeDB files in /srv/rd/documents',
    });
  });

  it('says when nothing outlives the process', () => {
    expect(describeStorage(storageConfigFromEnv({ EVENT_STORE: 'memory' }))).toEqual({
      data: 'memory only: gone when the process stops',
      eventStore: 'in memory',
      documentStore: 'NeDB in memory',
    });
  });

  it('names servers by host and database, never by their credentials', () => {
    const described = describeStorage(
      storageConfigFromEnv({
        DATABASE_URL: 'postgres://rd:s3cret@db.internal:5432/reality',
        DOCUMENT_STORE: 'mongodb',
        MONGODB_URL: 'mongodb://u:hunter2@m:27017/rd',
      }),
    );
    expect(described.eventStore).toBe('PostgreSQL at db.internal:5432/reality');
    expect(described.documentStore).toBe('MongoDB at m:27017/rd');
    expect(JSON.stringify(described)).not.toMatch(/s3cret|hunter2|rd:|u:/);
    expect(describeStorage(storageConfigFromEnv({ DATABASE_URL: 'postgres://rd:pw@db:5432/r', DOCUMENT_STORE: 'pongo' })).documentStore).toBe(
      'Pongo on PostgreSQL at db:5432/r',
    );
    expect(describeStorage(storageConfigFromEnv({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://admin:changeit@k:2113?tls=false' })).eventStore).toBe(
      'KurrentDB at k:2113',
    );
  });
});
