import { DEFAULT_TOPIC_PREFIX } from './eventRelay';

export const SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;
export type SaslMechanism = (typeof SASL_MECHANISMS)[number];
/** PLAIN sends the password as it is: use it with ssl. */
export type SaslConfig = { [M in SaslMechanism]: { mechanism: M; username: string; password: string } }[SaslMechanism];

export interface EventRelayConfig {
  /** host:port of each bootstrap broker. */
  brokers: string[];
  clientId: string;
  topicPrefix: string;
  /** Names the relay's checkpoint. */
  relayName: string;
  ssl: boolean;
  sasl?: SaslConfig;
}

const NAME = /^[A-Za-z0-9._-]{1,100}$/;
const BROKER = /^[A-Za-z0-9._-]+:(\d{1,5})$/;

/**
 * Reads KAFKA_BROKERS (comma-separated host:port; the relay is off, undefined, without it),
 * KAFKA_CLIENT_ID, KAFKA_TOPIC_PREFIX, KAFKA_RELAY_NAME, KAFKA_SSL (1/true or 0/false) and
 * KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD, KAFKA_SASL_MECHANISM (plain, the default, scram-sha-256
 * or scram-sha-512). Throws on a value it cannot use.
 */
export function eventRelayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EventRelayConfig | undefined {
  const brokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (!brokers.length) return undefined;
  for (const broker of brokers) {
    const port = Number(BROKER.exec(broker)?.[1] ?? 0);
    if (port < 1 || port > 65535) throw new Error(`KAFKA_BROKERS: "${broker}" is not host:port`);
  }
  return {
    brokers,
    clientId: named('KAFKA_CLIENT_ID', env.KAFKA_CLIENT_ID || 'reality-draft'),
    topicPrefix: named('KAFKA_TOPIC_PREFIX', env.KAFKA_TOPIC_PREFIX || DEFAULT_TOPIC_PREFIX),
    relayName: named('KAFKA_RELAY_NAME', env.KAFKA_RELAY_NAME || 'kafka'),
    ssl: flag('KAFKA_SSL', env.KAFKA_SSL),
    sasl: saslFromEnv(env),
  };
}

function named(variable: string, value: string): string {
  if (!NAME.test(value)) throw new Error(`${variable} may hold only letters, digits, '.', '_' and '-' (at most 100)`);
  return value;
}

function flag(variable: string, value = ''): boolean {
  if (['1', 'true'].includes(value)) return true;
  if (['', '0', 'false'].includes(value)) return false;
  throw new Error(`${variable} must be 1 or 0`);
}

function saslFromEnv(env: NodeJS.ProcessEnv): EventRelayConfig['sasl'] {
  const { KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password, KAFKA_SASL_MECHANISM } = env;
  const mechanism = (KAFKA_SASL_MECHANISM || 'plain').toLowerCase();
  if (!username && !password) {
    if (KAFKA_SASL_MECHANISM) throw new Error('KAFKA_SASL_MECHANISM needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD');
    return undefined;
  }
  if (!username || !password) throw new Error('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD go together');
  if (!(SASL_MECHANISMS as readonly string[]).includes(mechanism)) throw new Error(`KAFKA_SASL_MECHANISM must be one of ${SASL_MECHANISMS.join(', ')}`);
  return { mechanism, username, password } as SaslConfig;
}
