import { Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';

import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { setSidebarCollapsed, useAppStore } from '../../../lib/storage.ts';
import { SMALL_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';

import { NpsSurvey } from './nps-survey.tsx';
import { SidebarContent } from './sidebar-content.tsx';
import { TopBar } from './top-bar.tsx';

// loaded when first opened (use-opened-once.ts)
// the sidebar as a drawer exists only on small screens, once opened
const SidebarDrawer = lazy(() => import('./sidebar-drawer.tsx').then((m) => ({ default: m.SidebarDrawer })));
const PremiumModal = lazy(() =>
  import('../../../components/premium/premium-modal.tsx').then((m) => ({ default: m.PremiumModal })),
);

const SIDER_WIDTH = { expanded: 232, collapsed: 72 } as const;

/** The application shell: top bar, sidebar (a drawer below 950 px) and the current screen. */
export function ShellLayout() {
  const small = useMediaQuery(SMALL_SCREEN);
  const collapsed = useAppStore((s) => s.sidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const [premiumOpen, setPremiumOpen] = useState(false);
  const premiumOpened = useOpenedOnce(premiumOpen);
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
      {small && drawerOpened && (
        <Suspense fallback={null}>
          <SidebarDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onOpenPremium={openPremium}
            onLogout={signOut}
          />
        </Suspense>
      )}
      {premiumOpened && (
        <Suspense fallback={null}>
          <PremiumModal open={premiumOpen} onClose={() => setPremiumOpen(false)} />
        </Suspense>
      )}
      <NpsSurvey />
    </Layout>
  );
}
