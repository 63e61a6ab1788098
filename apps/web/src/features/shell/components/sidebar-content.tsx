import { CrownOutlined, LogoutOutlined } from '@ant-design/icons';
import { isPremium } from '@matriz/contracts';
import { Flex } from 'antd';

import { useSession } from '../../../lib/session.ts';

import { SidebarNav } from './sidebar-nav.tsx';

interface SidebarContentProps {
  collapsed: boolean;
  onOpenPremium: () => void;
  onNavigate?: () => void;
  /** small screens: the logout entry lives in the sidebar */
  onLogout?: () => void;
}

/** The sidebar's content: menu, 'Seja Premium' box (non-premium, expanded) and, on small screens, 'Sair'. */
export function SidebarContent({ collapsed, onOpenPremium, onNavigate, onLogout }: SidebarContentProps) {
  const claims = useSession()?.claims ?? [];
  return (
    <Flex vertical justify="space-between" style={{ minHeight: '100%', flex: 1 }}>
      <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      <div>
        {!collapsed && !isPremium(claims) && (
          <button type="button" className="mz-premium-box" onClick={onOpenPremium}>
            <strong>
              <CrownOutlined aria-hidden style={{ color: '#f2b544', marginRight: 8 }} />
              Seja Premium
            </strong>
            <small>Exportações, cluster dinâmico, gestão de acessos e mais histórico para a sua rede.</small>
          </button>
        )}
        {onLogout && (
          <button type="button" className="mz-sider-logout" onClick={onLogout}>
            <LogoutOutlined aria-hidden /> Sair
          </button>
        )}
      </div>
    </Flex>
  );
}
