/**
 * The TypeScript type of what a JSON Schema (written `as const`) accepts. Request types are derived
 * from the very schemas the server validates with, so the browser's side and the server's side of
 * the wire are one declaration and cannot disagree. Covers the keywords our request schemas use:
 * `type` (object, array, string, integer, number, boolean, null), `properties` with `required`,
 * `items`, `enum`, `const` and `anyOf`/`oneOf`. A schema it does not understand gives `unknown`.
 *
 * `FromSchema` is what a client sends; `Validated` is the body a route handler receives, where ajv
 * has filled in each property's `default` (so those properties are always present).
 */
export type FromSchema<S> = Infer<S, 'sent'>;

/** A request as the route handler sees it after validation: properties with a `default` are present. */
export type Validated<S> = Infer<S, 'validated'>;

type Mode = 'sent' | 'validated';

type Infer<S, M extends Mode> = S extends { anyOf: readonly (infer A)[] }
  ? Infer<A, M>
  : S extends { oneOf: readonly (infer A)[] }
    ? Infer<A, M>
    : S extends { const: infer C }
      ? C
      : S extends { enum: readonly (infer E)[] }
        ? E
        : S extends { type: 'object' }
          ? ObjectOf<S, M>
          : S extends { type: 'array'; items: infer I }
            ? Infer<I, M>[]
            : S extends { type: 'string' }
              ? string
              : S extends { type: 'integer' | 'number' }
                ? number
                : S extends { type: 'boolean' }
                  ? boolean
                  : S extends { type: 'null' }
                    ? null
                    : unknown;

type PropertiesOf<S> = S extends { properties: infer P } ? P : Record<never, never>;
type RequiredOf<S> = S extends { required: readonly (infer R)[] } ? R : never;
type DefaultedOf<P> = { [K in keyof P]: P[K] extends { default: unknown } ? K : never }[keyof P];
type PresentOf<S, M extends Mode> = RequiredOf<S> | (M extends 'validated' ? DefaultedOf<PropertiesOf<S>> : never);

type ObjectOf<S, M extends Mode, P = PropertiesOf<S>, R = PresentOf<S, M>> = Flatten<
  { -readonly [K in keyof P as K extends R ? K : never]: Infer<P[K], M> } & { -readonly [K in keyof P as K extends R ? never : K]?: Infer<P[K], M> }
>;

type Flatten<T> = { [K in keyof T]: T[K] };
