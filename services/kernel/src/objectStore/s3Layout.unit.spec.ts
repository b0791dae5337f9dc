import { isAlreadyWritten, isNotFound, isRaceToRetry, parsePhotoRecord, photoRecordText, s3Keys } from './s3Layout';

const ID = 'a'.repeat(32);
const answered = (status: number, name = 'Unknown') => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('the S3 store layout', () => {
  it('keeps everything under its prefix, one folder per kind of object', () => {
    const keys = s3Keys('prod/');
    expect(keys.signingKey).toBe('prod/signing.key');
    expect(keys.claim(ID)).toBe(`prod/claims/${ID}`);
    expect(keys.record(ID)).toBe(`prod/photos/${ID}`);
    expect(keys.variant(ID, '0123456789abcdef', 'large')).toBe(`prod/variants/${ID}/0123456789abcdef/large`);
    expect(s3Keys('').claim(ID)).toBe(`claims/${ID}`);
  });

  it('reads back the photo records it writes, and nothing else', () => {
    const record = { attempt: '0123456789abcdef', variants: ['large', 'small'] };
    expect(parsePhotoRecord(photoRecordText(record))).toEqual(record);
    for (const bad of [
      '',
      'not json',
      'null',
      '[]',
      '{"attempt":"0123456789abcdef"}',
      '{"attempt":"0123456789abcdef","variants":[]}',
      '{"attempt":"../../etc","variants":["large"]}',
      '{"attempt":"0123456789abcdef","variants":["../large"]}',
      '{"attempt":"0123456789abcdef","variants":[1]}',
      '{"attempt":7,"variants":["large"]}',
    ])
      expect(parsePhotoRecord(bad)).toBeNull();
  });

  it("tells the SDK's answers apart: no such object, written already, a race to try again", () => {
    expect(isNotFound(answered(404, 'NoSuchKey'))).toBe(true);
    expect(isNotFound(answered(404, 'NotFound'))).toBe(true);
    expect(isNotFound(Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' }))).toBe(true);
    expect(isNotFound(answered(403, 'AccessDenied'))).toBe(false);
    expect(isAlreadyWritten(answered(412, 'PreconditionFailed'))).toBe(true);
    expect(isAlreadyWritten(answered(412))).toBe(true);
    expect(isAlreadyWritten(answered(409, 'ConditionalRequestConflict'))).toBe(false);
    expect(isRaceToRetry(answered(409, 'ConditionalRequestConflict'))).toBe(true);
    expect(isRaceToRetry(answered(500, 'InternalError'))).toBe(false);
    for (const check of [isNotFound, isAlreadyWritten, isRaceToRetry]) {
      expect(check(new Error('connect ECONNREFUSED'))).toBe(false);
      expect(check(undefined)).toBe(false);
      expect(check('a string')).toBe(false);
    }
  });
});
