import { storageConfigFromEnv } from './openStorage';

describe('storageConfigFromEnv, the document store', () => {
  it('keeps documents in NeDB files unless told otherwise', () => {
    expect(storageConfigFromEnv({ DATA_DIR: '/tmp/rd' })).toMatchObject({ documentStore: 'nedb', documentStoreUrl: undefined, mongodbUrl: undefined });
  });

  it("puts Pongo's tables on the log's server, or on DOCUMENT_STORE_URL", () => {
    expect(storageConfigFromEnv({ DOCUMENT_STORE: 'pongo', DATABASE_URL: 'postgres://log/db' })).toMatchObject({
      eventStore: 'postgres',
      documentStore: 'pongo',
      databaseUrl: 'postgres://log/db',
      documentStoreUrl: undefined,
    });
    expect(storageConfigFromEnv({ DOCUMENT_STORE: 'pongo', DOCUMENT_STORE_URL: 'postgres://docs/db' })).toMatchObject({
      eventStore: 'pglite',
      documentStore: 'pongo',
      documentStoreUrl: 'postgres://docs/db',
    });
    expect(() => storageConfigFromEnv({ DOCUMENT_STORE: 'pongo' })).toThrow('DOCUMENT_STORE=pongo needs DOCUMENT_STORE_URL or DATABASE_URL');
  });

  it('needs MONGODB_URL for MongoDB', () => {
    expect(storageConfigFromEnv({ DOCUMENT_STORE: 'mongodb', MONGODB_URL: 'mongodb://m/rd' })).toMatchObject({
      documentStore: 'mongodb',
      mongodbUrl: 'mongodb://m/rd',
    });
    expect(() => storageConfigFromEnv({ DOCUMENT_STORE: 'mongodb', DATABASE_URL: 'postgres://log/db' })).toThrow('DOCUMENT_STORE=mongodb needs MONGODB_URL');
  });

  it('reads group commit for PGlite from PGLITE_GROUP_COMMIT, on or off, on by default', () => {
    expect(storageConfigFromEnv({ PGLITE_GROUP_COMMIT: 'on' }).groupCommit).toBe(true);
    expect(storageConfigFromEnv({ PGLITE_GROUP_COMMIT: 'off' }).groupCommit).toBe(false);
    expect(storageConfigFromEnv({}).groupCommit).toBe(true);
    expect(() => storageConfigFromEnv({ PGLITE_GROUP_COMMIT: 'yes' })).toThrow('PGLITE_GROUP_COMMIT must be on or off, not yes');
  });

  it('refuses a store it does not know', () => {
    expect(() => storageConfigFromEnv({ DOCUMENT_STORE: 'couchdb' })).toThrow('DOCUMENT_STORE must be one of nedb, pongo, mongodb, not couchdb');
    expect(() => storageConfigFromEnv({ DOCUMENT_STORE: 'Pongo', DATABASE_URL: 'postgres://log/db' })).toThrow('not Pongo');
  });
});
