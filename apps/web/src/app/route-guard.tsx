import { guardRoute, type RouteDef } from '@matriz/contracts';
import { Navigate, Outlet } from 'react-router';

import { useSession } from '../lib/session.ts';

/**
 * The guard of spec 000 §2.1, applied through `guardRoute` from contracts. It follows the session: when a
 * 401 or a logout clears it, protected screens send the user to the login at once.
 */
export function RouteGuard({ route }: { route: RouteDef }) {
  const session = useSession();
  const outcome = guardRoute(route, session);
  return outcome.kind === 'redirect' ? <Navigate to={outcome.to} replace /> : <Outlet />;
}
