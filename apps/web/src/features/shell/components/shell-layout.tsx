import { CloseOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';

import { PremiumModal } from '../../../components/premium/premium-modal.tsx';
import { brand } from '../../../lib/brand.ts';
import { setSidebarCollapsed, useAppStore } from '../../../lib/storage.ts';
import { SMALL_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';

import { NpsSurvey } from './nps-survey.tsx';
import { SidebarContent } from './sidebar-content.tsx';
import { TopBar } from './top-bar.tsx';

const SIDER_WIDTH = { expanded: 232, collapsed: 72 } as const;

/** The application shell: top bar, sidebar (a drawer below 950 px) and the current screen. */
export function ShellLayout() {
  const small = useMediaQuery(SMALL_SCREEN);
  const collapsed = useAppStore((s) => s.sidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [premiumOpen, setPremiumOpen] = useState(false);
  const { signOut } = useSignOut();
  const siderCollapsed = collapsed && !small;

  const toggle = () => (small ? setDrawerOpen(true) : setSidebarCollapsed(!collapsed));
  const openPremium = () => {
    setDrawerOpen(false);
    setPremiumOpen(true);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar
        collapsed={siderCollapsed}
        small={small}
        logoWidth={siderCollapsed ? SIDER_WIDTH.collapsed : SIDER_WIDTH.expanded}
        onToggle={toggle}
      />
      <Layout>
        {!small && (
          // the sider runs the page's whole length, so its background never stops half way down a long page
          // (issue 8 §5); what it holds stays in view below the top bar, scrolling on its own when taller
          <Layout.Sider
            width={SIDER_WIDTH.expanded}
            collapsedWidth={SIDER_WIDTH.collapsed}
            collapsed={siderCollapsed}
            trigger={null}
          >
            <div className="mz-sider-sticky">
              <SidebarContent collapsed={siderCollapsed} onOpenPremium={openPremium} />
            </div>
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: small ? 16 : 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {small && (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={260}
          closable={false}
          onClose={() => setDrawerOpen(false)}
          styles={{
            body: { padding: 0, background: brand.siderBg, display: 'flex', flexDirection: 'column' },
          }}
        >
          <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
            <Button
              type="text"
              icon={<CloseOutlined style={{ color: '#ffffff' }} />}
              aria-label="Fechar menu"
              onClick={() => setDrawerOpen(false)}
            />
          </div>
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <SidebarContent
              collapsed={false}
              onOpenPremium={openPremium}
              onNavigate={() => setDrawerOpen(false)}
              onLogout={signOut}
            />
          </div>
        </Drawer>
      )}
      <PremiumModal open={premiumOpen} onClose={() => setPremiumOpen(false)} />
      <NpsSurvey />
    </Layout>
  );
}
