import type { Context, Env, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Operation } from '#openapi/operations.ts';
import { type ErrorEnvelope, errorResponse, type FieldError, jsonAnswer } from './envelope.ts';
import { withJournal } from './journal.ts';
import { invalidInput, validate } from './validate.ts';

type Input<Schema> = Schema extends TSchema ? Static<Schema> : undefined;

/** What the operation's success envelope carries in `body`. */
export type ReplyBody<Op extends Operation> =
  Static<Op['response']> extends { body: infer Body } ? Body : never;

/** The codes of the refusals the contract lists for this operation. */
export type RefusalCode<Op extends Operation> = Op extends { refusals: infer Listed }
  ? keyof Listed & string
  : never;

/** A success: the envelope's message and body; `status: true` is added by the route. */
export type Reply<Op extends Operation> = { message: string; body: ReplyBody<Op> };

/**
 * A business refusal by its contract code, answered as HTTP 200 with `status:false` (D2), or with
 * the status the operation's `refusalStatus` gives the code.
 */
export type Refusal = { refused: string; message: string; body?: ErrorEnvelope['body'] };

/** What a handler gets: the validated input and the two ways to answer besides a reply. */
export type RouteCall<Op extends Operation, E extends Env> = {
  c: Context<E>;
  body: Input<Op['body']>;
  query: Input<Op['query']>;
  /**
   * Refuse with one of the operation's codes; the words are the contract's. `body` carries what
   * the refusal explains beside its words (a NOT_ELIGIBLE refusal's reasons).
   */
  refuse: (code: RefusalCode<Op>, body?: ErrorEnvelope['body']) => Refusal;
  /** Refuse input that passed the schema but not the route's own checks (a 400 naming each field). */
  invalid: (errors: FieldError[]) => Response;
};

export type RouteHandler<Op extends Operation, E extends Env> = (
  call: RouteCall<Op, E>,
) => Reply<Op> | Refusal | Response | Promise<Reply<Op> | Refusal | Response>;

/**
 * Registers one operation of the contract on `app`: its method and path, its body or query
 * validation and its reply's schema all come from `op`, so the handler holds only what the route
 * decides. A reply that breaks the contract is never sent: it becomes a logged 500, and whatever
 * the handler changed in a journaled store is put back (as after a throw), so no call changes the
 * store while its caller is told it failed.
 */
export function route<Op extends Operation, E extends Env>(
  app: Hono<E>,
  op: Op,
  handler: RouteHandler<Op, E>,
): void {
  const checkReply = Compile(op.response);
  // A GET is a read: its handler changes nothing, so it reads the store directly (journaling every
  // record a list reads made a 5,000-candidate page 5 times slower). Every other call is journaled.
  const changes = op.method !== 'get';
  const refusals: Record<string, string> = { ...op.refusals };
  const validators = [
    ...(op.body ? [validate('json', op.body)] : []),
    ...(op.query ? [validate('query', op.query)] : []),
  ];
  // hono's overloads cannot type a handler list built at run time; the validators are middleware.
  const on = app.on.bind(app) as (method: string, path: string, ...handlers: unknown[]) => void;
  on(op.method.toUpperCase(), op.path, ...validators, async (c: Context<E>) => {
    const valid = (target: 'json' | 'query'): unknown =>
      (c.req.valid as (t: string) => unknown)(target);
    const call = () =>
      handler({
        c,
        body: (op.body ? valid('json') : undefined) as Input<Op['body']>,
        query: (op.query ? valid('query') : undefined) as Input<Op['query']>,
        refuse: (code, body) => ({ refused: code, message: refusals[code] ?? code, body }),
        invalid: invalidInput,
      });
    const { result: answer, rollback } = changes
      ? await withJournal(call)
      : { result: await call(), rollback: () => {} };
    if (answer instanceof Response) return answer;
    if ('refused' in answer) {
      const status = op.refusalStatus?.[answer.refused];
      const body = answer.body ?? {};
      if (status !== undefined) {
        return errorResponse(status, answer.refused, answer.message, { body });
      }
      return jsonAnswer(
        c,
        { status: false, code: answer.refused, message: answer.message, body },
        200,
      );
    }
    const envelope = { status: true, message: answer.message, body: answer.body };
    if (!checkReply.Check(envelope)) {
      rollback();
      // Every one is logged: each is a caller told their call failed, and the first field says why.
      const [first] = checkReply.Errors(envelope) as { instancePath: string; message: string }[];
      console.error(
        JSON.stringify({
          event: 'contract.reply-mismatch',
          operationId: op.operationId,
          field: first?.instancePath,
          problem: first?.message,
        }),
      );
      return errorResponse(500, 'INTERNAL_ERROR');
    }
    return jsonAnswer(c, envelope, 200);
  });
}

/**
 * The error handler of an app built from the contract: a body that is not JSON is invalid input
 * (hono's validator throws a 400 for it); anything else unexpected is logged and answered 500.
 */
export function contractErrors(log: (event: Record<string, unknown>) => void) {
  return (error: Error): Response => {
    if (error instanceof HTTPException && error.status === 400) {
      return invalidInput([{ field: '', message: 'must be valid JSON' }]);
    }
    log({ event: 'stub.error', message: error.message });
    return errorResponse(500, 'INTERNAL_ERROR');
  };
}
