/**
 * The JSON Schema of each answer a route table names, generated from RouteAnswerTypes itself (the very
 * types the handlers answer and the client reads), so the probe checks what the server sends against the
 * declaration both builds compile with. No property beyond the type's is allowed.
 */
import path from 'node:path';
import type { AnswerName } from '@reality-draft/events';
import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import { generateSchema, getProgramFromFiles } from 'typescript-json-schema';

const EVENTS = path.join(__dirname, '..', '..', '..', '..', 'events');

type Schema = { properties: Record<string, object>; definitions?: Record<string, object> };

export interface AnswerSchemas {
  /** What is wrong with `body` as an answer of type `name`: [] when nothing is. */
  problems(name: AnswerName, body: unknown): string[];
}

/**
 * No property beyond a type's own. Each place a value sits (a property, an item, a union's member) gets
 * unevaluatedProperties false, which sees through $ref and allOf (`Facts & { showType }`); a definition
 * itself stays open, since another type may extend it. An index signature (additionalProperties) stays.
 */
function closeValue(node: unknown): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Record<string, unknown>;
  const declaresProperties = ['properties', '$ref', 'allOf', 'anyOf', 'oneOf'].some((keyword) => keyword in schema);
  // A bare { type: 'object' } is what a Record<string, T> becomes: any key is its own.
  if (declaresProperties && schema.additionalProperties === undefined) schema.unevaluatedProperties = false;
  closeInside(schema);
}

function closeInside(schema: Record<string, unknown>): void {
  for (const value of Object.values((schema.properties ?? {}) as Record<string, unknown>)) closeValue(value);
  if (schema.items) (Array.isArray(schema.items) ? schema.items : [schema.items]).forEach(closeValue);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') closeValue(schema.additionalProperties);
  for (const member of (schema.anyOf ?? schema.oneOf ?? []) as unknown[]) closeValue(member);
  for (const member of (schema.allOf ?? []) as Record<string, unknown>[]) closeInside(member);
  for (const definition of Object.values((schema.definitions ?? {}) as Record<string, Record<string, unknown>>)) closeInside(definition);
}

export function answerSchemas(): AnswerSchemas {
  const program = getProgramFromFiles([path.join(EVENTS, 'src', 'routes', 'routeAnswerTypes.ts')], { strict: true, skipLibCheck: true }, EVENTS);
  const schema = generateSchema(program, 'RouteAnswerTypes', { required: true, strictNullChecks: true }) as unknown as Schema | null;
  if (!schema) throw new Error('RouteAnswerTypes gave no schema');
  delete (schema as { $schema?: string }).$schema;
  closeInside(schema);
  const ajv = new Ajv2019({ allErrors: true, strict: false, validateFormats: false });
  const answers = schema.properties;
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (name: AnswerName) => {
    if (!answers[name]) throw new Error(`RouteAnswerTypes has no ${name}`);
    if (!validators.has(name)) validators.set(name, ajv.compile({ ...answers[name], definitions: schema.definitions }));
    return validators.get(name)!;
  };
  return {
    problems(name, body) {
      const validate = validatorOf(name);
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) => `${name}${error.instancePath} ${error.message}${error.params ? ' ' + JSON.stringify(error.params) : ''}`);
    },
  };
}
