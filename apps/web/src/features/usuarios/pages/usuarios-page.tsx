import { CrownFilled } from '@ant-design/icons';
import { isPremium } from '@matriz/contracts';
import { Card, Flex, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';

import { PremiumBadge } from '../../../components/premium/premium-badge.tsx';
import { useSession } from '../../../lib/session.ts';
import { RulesTab } from '../components/rules-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';

type UsuariosTab = 'usuarios' | 'regras';

/** /usuarios (spec 000 §2.8): tab 'Usuários' and, for premium accounts, tab 'Regra de Acesso'. */
export function UsuariosPage() {
  const premium = isPremium(useSession()?.claims ?? []);
  const [tab, setTab] = useState<UsuariosTab>('usuarios');
  const activeTab = premium ? tab : 'usuarios';

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Usuários
        </Typography.Title>
        <PremiumBadge />
      </Flex>
      <Card>
        <Tabs
          activeKey={activeTab}
          onChange={(key) => setTab(key as UsuariosTab)}
          items={[
            { key: 'usuarios', label: 'Usuários', children: <UsersTab /> },
            {
              key: 'regras',
              disabled: !premium,
              label: premium ? (
                'Regra de Acesso'
              ) : (
                <Tooltip title="Funcionalidade Premium: seja Premium para gerenciar regras de acesso">
                  <span>
                    <CrownFilled aria-hidden style={{ color: '#d48806', marginInlineEnd: 6 }} />
                    Regra de Acesso
                  </span>
                </Tooltip>
              ),
              children: premium ? <RulesTab /> : null,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
