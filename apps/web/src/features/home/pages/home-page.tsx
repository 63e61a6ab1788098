import { getHref, getMenuItemState, isPremium, menuItems } from '@matriz/contracts';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';

import { useSession } from '../../../lib/session.ts';
import { MenuIcon } from '../components/menu-icons.tsx';

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

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Olá, {session?.user.nome}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
        Bem-vindo ao painel de {session?.customer?.nome ?? 'sua rede'}.{' '}
        <Tag color={isPremium(claims) ? 'gold' : 'default'}>{isPremium(claims) ? 'Premium' : 'Starter'}</Tag>
      </Typography.Paragraph>
      <Typography.Title level={4}>Acesso rápido</Typography.Title>
      <Row gutter={[16, 16]}>
        {allowed.map((item) => (
          <Col key={item.route} xs={24} sm={12} xl={8} xxl={6}>
            <Link to={getHref(item.route)} aria-label={item.label}>
              <Card hoverable style={{ height: '100%' }}>
                <Card.Meta
                  avatar={<MenuIcon route={item.route} style={{ fontSize: 24, color: '#1f6f8b' }} />}
                  title={item.label}
                  description={descriptions[item.route]}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
