import { eventRelayConfigFromEnv } from './eventRelayConfig';

describe('eventRelayConfigFromEnv', () => {
  it('is off without KAFKA_BROKERS', () => {
    expect(eventRelayConfigFromEnv({})).toBeUndefined();
    expect(eventRelayConfigFromEnv({ KAFKA_BROKERS: ' , ' })).toBeUndefined();
  });

  it('has defaults for everything else', () => {
    expect(eventRelayConfigFromEnv({ KAFKA_BROKERS: 'kafka-1:9092, kafka-2.internal:9093' })).toEqual({
      brokers: ['kafka-1:9092', 'kafka-2.internal:9093'],
      clientId: 'reality-draft',
      topicPrefix: 'reality-draft.',
      relayName: 'kafka',
      ssl: false,
      sasl: undefined,
    });
  });

  it('reads the client id, topic prefix, relay name, TLS and SASL', () => {
    const config = eventRelayConfigFromEnv({
      KAFKA_BROKERS: 'b:9092',
      KAFKA_CLIENT_ID: 'rd-relay',
      KAFKA_TOPIC_PREFIX: 'prod.rd.',
      KAFKA_RELAY_NAME: 'kafka-prod',
      KAFKA_SSL: '1',
      KAFKA_SASL_USERNAME: 'relay',
      KAFKA_SASL_PASSWORD: 's3cret',
      KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
    });
    expect(config).toEqual({
      brokers: ['b:9092'],
      clientId: 'rd-relay',
      topicPrefix: 'prod.rd.',
      relayName: 'kafka-prod',
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'relay', password: 's3cret' },
    });
    expect(eventRelayConfigFromEnv({ KAFKA_BROKERS: 'b:9092', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })?.sasl?.mechanism).toBe('plain');
  });

  it.each([
    [{ KAFKA_BROKERS: 'b' }, /host:port/],
    [{ KAFKA_BROKERS: 'b:0' }, /host:port/],
    [{ KAFKA_BROKERS: 'b:70000' }, /host:port/],
    [{ KAFKA_BROKERS: 'b:9092,http://c:9092' }, /host:port/],
    [{ KAFKA_BROKERS: 'b:9092', KAFKA_TOPIC_PREFIX: 'a b' }, /KAFKA_TOPIC_PREFIX/],
    [{ KAFKA_BROKERS: 'b:9092', KAFKA_CLIENT_ID: 'x'.repeat(101) }, /KAFKA_CLIENT_ID/],
    [{ KAFKA_BROKERS: 'b:9092', KAFKA_RELAY_NAME: '$where' }, /KAFKA_RELAY_NAME/],
    [{ KAFKA_BROKERS: 'b:9092', KAFKA_SSL: 'yes' }, /KAFKA_SSL/],
    [{ KAFKA_BROKERS: 'b:9092', KAFKA_SASL_USERNAME: 'u' }, /go together/],
    [{ KAFKA_BROKERS: 'b:9092', KAFKA_SASL_MECHANISM: 'plain' }, /needs/],
    [{ KAFKA_BROKERS: 'b:9092', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p', KAFKA_SASL_MECHANISM: 'gssapi' }, /one of/],
  ])('refuses %j', (env, message) => {
    expect(() => eventRelayConfigFromEnv(env)).toThrow(message);
  });
});
