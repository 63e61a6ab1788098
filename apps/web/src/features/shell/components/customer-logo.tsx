import { routes } from '@matriz/contracts';
import { Link } from 'react-router';

import { MatrizLogo, MatrizSymbol } from '../../../components/logo.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLogo } from '../api/get-logo.ts';

/**
 * Top-bar logo: the small symbol when the sidebar is collapsed; otherwise the customer's logo when the
 * server has one (GET logo answers 200), else the full Matriz logo. Links to the home page.
 */
export function CustomerLogo({ collapsed }: { collapsed: boolean }) {
  const session = useSession();
  const logo = useLogo(session?.customer?._id ?? '');
  const name = session?.customer?.nome ?? 'Matriz';

  return (
    <Link to={routes.home.path} aria-label="Página inicial" style={{ display: 'flex', alignItems: 'center' }}>
      {collapsed ? (
        <MatrizSymbol size={32} />
      ) : logo.data ? (
        <img
          src={logo.data}
          alt={`Logo ${name}`}
          style={{ maxHeight: 40, maxWidth: 180, objectFit: 'contain' }}
        />
      ) : (
        <MatrizLogo height={30} />
      )}
    </Link>
  );
}
