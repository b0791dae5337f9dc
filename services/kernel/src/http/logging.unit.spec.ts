import { logFormat } from './logging';

describe('logFormat', () => {
  it('writes readable lines to a terminal and JSON anywhere else', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
  });

  it('follows LOG_FORMAT either way, and refuses an unknown one', () => {
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(() => logFormat({ LOG_FORMAT: 'xml' }, false)).toThrow('LOG_FORMAT must be pretty or json, not xml');
  });
});
