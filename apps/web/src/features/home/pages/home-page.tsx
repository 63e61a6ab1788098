import { getHref, getMenuItemState, isPremium, menuItems } from '@matriz/contracts';
import { Tag, theme } from 'antd';
import { Link } from 'react-router';

import { MenuIcon } from '../../../components/menu-icons.tsx';
import { useSession } from '../../../lib/session.ts';

import './home.css';

/** What each area is for, shown on its quick link. */
const descriptions: Record<string, string> = {
  dre: 'Resultados por loja, grupo ou cluster, com análises e comparações.',
  fluxoDeCaixa: 'Entradas, saídas e saldos, extrato e contas bancárias.',
  indiceDeGestao: 'O índice de gestão de cada grupo mês a mês.',
  cluster: 'Conjuntos de lojas para comparar unidades parecidas.',
  dePara: 'Vínculo das contas dos franqueados ao plano do franqueador.',
  upload: 'Envio de arquivos com lançamentos e valores.',
  relatorio: 'Pedidos e downloads de relatórios.',
  sincronizacao: 'Sincronização dos dados financeiros das lojas.',
  empresas: 'Lojas da rede, com apelido e metragem.',
  usuarios: 'Usuários e regras de acesso.',
  webservice: 'Integração por webservice e chaves de API.',
};

/** /home: a welcome with the areas the user may open (the dashboard arrives with its own issue). */
export function HomePage() {
  const session = useSession();
  const claims = session?.claims ?? [];
  const allowed = menuItems.filter((item) => getMenuItemState(item, claims) === 'enabled');

  const { token } = theme.useToken();
  const heading = { color: token.colorTextHeading, fontWeight: 600 } as const;

  // plain markup rather than Typography and Card: /home is the first screen after login (issue 8 §4)
  return (
    <>
      <h1 style={{ ...heading, margin: '0 0 12px', fontSize: token.fontSizeHeading2 }}>
        Olá, {session?.user.nome}
      </h1>
      <p style={{ margin: '0 0 24px', fontSize: 15, color: token.colorTextDescription }}>
        Bem-vindo ao painel de {session?.customer?.nome ?? 'sua rede'}.{' '}
        <Tag color={isPremium(claims) ? 'gold' : 'default'}>{isPremium(claims) ? 'Premium' : 'Starter'}</Tag>
      </p>
      <h2 style={{ ...heading, margin: '0 0 16px', fontSize: token.fontSizeHeading4 }}>Acesso rápido</h2>
      <ul className="mz-quick-links">
        {allowed.map((item) => (
          <li key={item.route}>
            <Link to={getHref(item.route)} aria-label={item.label} className="mz-quick-link">
              <MenuIcon route={item.route} style={{ fontSize: 24, color: '#1f6f8b', marginTop: 2 }} />
              <span>
                <span className="mz-quick-link-title">{item.label}</span>
                <span className="mz-quick-link-text">{descriptions[item.route]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
