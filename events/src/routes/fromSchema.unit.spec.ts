import type {
  AutoPickRequest,
  CommissionerPickRequest,
  CreateDraftInput,
  CreateDraftRequest,
  PickQueueRequest,
  PickRequest,
  ScheduleDraftRequest,
} from '../drafts/schemas';
import type { CastImportRequest, EliminateRequest } from '../catalog/schemas';
import type { ChangeEmailRequest, LoginRequest, RegisterRequest } from '../identity/schemas';
import type { FromSchema } from './fromSchema';

// Compile-time checks (npm run typecheck): each derived request type is exactly the type written out.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const exactly = <A, B>(same: Equal<A, B>) => same;

describe('request types derived from the request schemas', () => {
  it('are exactly what the schemas accept', () => {
    expect([
      exactly<LoginRequest, { emailOrUsername: string; password: string }>(true),
      // docs/accounts.md#login-request: last name optional, and null is accepted too
      exactly<RegisterRequest, { email: string; password: string; firstName: string; lastName?: string | null }>(true),
      exactly<ChangeEmailRequest, { email: string }>(true),
      exactly<EliminateRequest, { eliminated: boolean; period?: number }>(true),
      exactly<CastImportRequest, { format: 'json' | 'csv'; content: string; season?: number }>(true),
      exactly<
        CreateDraftRequest,
        { draftDate: string; turnTimeLimit?: number; showType: 'amazing_race' | 'big_brother' | 'survivor'; startsAt?: string; name?: string }
      >(true),
      exactly<
        CreateDraftInput,
        { draftDate: string; turnTimeLimit: number; showType: 'amazing_race' | 'big_brother' | 'survivor'; startsAt?: string; name?: string }
      >(true),
      exactly<ScheduleDraftRequest, { startsAt: string | null }>(true),
      exactly<AutoPickRequest, { on: boolean }>(true),
      exactly<CommissionerPickRequest, { itemId: string }>(true),
      exactly<PickRequest, { teamId?: string; contestantId?: string; survivorContestantId?: string; pickNumber?: number }>(true),
      exactly<PickQueueRequest, { itemIds: string[] }>(true),
    ]).not.toContain(false);
  });

  it('cover const, oneOf and nested objects, and give unknown for what they do not understand', () => {
    type Nested = {
      type: 'object';
      required: ['kind'];
      properties: {
        kind: { const: 'a' };
        either: { oneOf: [{ type: 'number' }, { type: 'boolean' }] };
        inner: { type: 'object'; properties: { x: { type: 'string' } } };
      };
    };
    expect([
      exactly<FromSchema<Nested>, { kind: 'a'; either?: number | boolean; inner?: { x?: string } }>(true),
      exactly<FromSchema<{ format: 'binary' }>, unknown>(true),
    ]).not.toContain(false);
  });
});
