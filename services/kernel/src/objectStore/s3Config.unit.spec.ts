import { describeS3, keyPrefix, s3ConfigFromEnv } from './s3Config';
import { objectStoreKind } from './openObjectStore';
import { storageConfigFromEnv } from '../storage/openStorage';

describe('s3ConfigFromEnv', () => {
  it('is off without S3_BUCKET: photos stay in DATA_DIR/objects', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(s3ConfigFromEnv({ S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: '1' })).toBeUndefined();
  });

  it('reads a MinIO bucket: endpoint, path style, keys, prefix', () => {
    expect(
      s3ConfigFromEnv({
        S3_BUCKET: 'reality-draft-photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'rd-catalog',
        S3_SECRET_ACCESS_KEY: 'a-secret',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: 'prod/photos',
      }),
    ).toEqual({
      bucket: 'reality-draft-photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'rd-catalog', secretAccessKey: 'a-secret' },
      forcePathStyle: true,
      prefix: 'prod/photos/',
    });
  });

  it("leaves AWS's endpoint and the credentials to the SDK's default chain when not given", () => {
    expect(s3ConfigFromEnv({ S3_BUCKET: 'rd.photos', S3_REGION: 'eu-central-1' })).toEqual({
      bucket: 'rd.photos',
      endpoint: undefined,
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it('refuses what cannot work, naming the variable', () => {
    expect(() => s3ConfigFromEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_ENDPOINT is set but S3_BUCKET is not');
    expect(() => s3ConfigFromEnv({ S3_SECRET_ACCESS_KEY: 'x' })).toThrow('S3_SECRET_ACCESS_KEY is set but S3_BUCKET is not');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'Photos' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'ab' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'rd', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_BUCKET must be');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) URL, not "minio:9000"');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_ENDPOINT: 'ftp://minio' })).toThrow('S3_ENDPOINT must be an http(s) URL');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_REGION: 'EU West' })).toThrow('S3_REGION must be a region name');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_SECRET_ACCESS_KEY: 'key' })).toThrow('go together');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be 1 or 0, not "yes"');
  });

  it('takes a key prefix of folder names, never one that climbs out or starts at the root', () => {
    expect(keyPrefix(undefined)).toBe('');
    expect(keyPrefix('photos')).toBe('photos/');
    expect(keyPrefix('a/b_c/d.e-f/')).toBe('a/b_c/d.e-f/');
    for (const bad of ['/photos', '../photos', 'a/../b', 'a//b', './a', 'a b', 'a\\b', '/']) expect(() => keyPrefix(bad)).toThrow('S3_PREFIX must be');
  });

  it('describes the bucket for the start-up log without any key', () => {
    const config = s3ConfigFromEnv({
      S3_BUCKET: 'rd-photos',
      S3_ENDPOINT: 'https://minio.example.com:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'hush',
    })!;
    expect(describeS3(config)).toBe('S3 bucket rd-photos at minio.example.com:9000');
    expect(describeS3(s3ConfigFromEnv({ S3_BUCKET: 'rd-photos', S3_PREFIX: 'p', S3_REGION: 'eu-west-1' })!)).toBe(
      'S3 bucket rd-photos/p/ at AWS S3 (eu-west-1)',
    );
  });
});

describe('where the storage config keeps photos', () => {
  it('in the bucket when S3_BUCKET is set, whatever DATA_DIR says; else on disk; else in memory', () => {
    const withBucket = storageConfigFromEnv({ DATA_DIR: '/tmp/rd', S3_BUCKET: 'rd-photos', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' });
    expect(withBucket.s3).toMatchObject({ bucket: 'rd-photos', endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(objectStoreKind(withBucket)).toBe('s3');
    expect(objectStoreKind(storageConfigFromEnv({ DATA_DIR: '/tmp/rd' }))).toBe('disk');
    expect(objectStoreKind(storageConfigFromEnv({ EVENT_STORE: 'memory' }))).toBe('memory');
    expect(() => storageConfigFromEnv({ DATA_DIR: '/tmp/rd', S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_BUCKET is not');
  });
});
