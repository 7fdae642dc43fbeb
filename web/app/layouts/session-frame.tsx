import { Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { state } from '../../shared/session/session-store.ts';
import { PublicFrame } from './public-layout.tsx';
import { SignedInFrame } from './signed-in-layout.tsx';

/**
 * The frame of a page everyone may open (/error): a signed-in user keeps the shell (navigation,
 * toolbar, language) around it; a visitor gets the public screens' frame.
 */
export function Component() {
  const signedIn = Boolean(useSnapshot(state).auth.token);
  return signedIn ? (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  ) : (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
