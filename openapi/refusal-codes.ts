import { operationAreas } from './operations.ts';
import { type CommonRefusalCode, CommonRefusals } from './refusals.ts';

// Every refusal code a user may be shown, read from the operations themselves: any call's common
// refusals and each operation's own list. The QA surface (`tag: 'stub'`) is left out: its refusals
// answer test tools, never a screen. The SPA imports only the type (the table pulls in TypeBox).

type Areas = typeof operationAreas;
type AnyOperation = { [Area in keyof Areas]: Areas[Area][keyof Areas[Area]] }[keyof Areas];
type CodesOf<Op> = Op extends { tag: 'stub' }
  ? never
  : Op extends { refusals: infer Listed }
    ? keyof Listed & string
    : never;

/** A refusal code of the contract: a typo in the SPA's `isRefusal(error, 'JOB_NOT_OPNE')` fails to compile. */
export type RefusalCode = CommonRefusalCode | CodesOf<AnyOperation>;

/** The same codes at run time, for the test that every one has words in each language. */
export function refusalCodes(): RefusalCode[] {
  const codes = new Set<string>(Object.keys(CommonRefusals));
  for (const area of Object.values(operationAreas)) {
    for (const operation of Object.values(area)) {
      if (operation.tag === 'stub' || !('refusals' in operation)) continue;
      for (const code of Object.keys(operation.refusals)) codes.add(code);
    }
  }
  return [...codes] as RefusalCode[];
}
