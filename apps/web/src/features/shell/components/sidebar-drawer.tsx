import { CloseOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';

import { brand } from '../../../lib/brand.ts';

import { SidebarContent } from './sidebar-content.tsx';

interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  onOpenPremium: () => void;
  onLogout: () => void;
}

/** The sidebar below 950 px: a drawer from the left, closed after a navigation. */
export function SidebarDrawer({ open, onClose, onOpenPremium, onLogout }: SidebarDrawerProps) {
  return (
    <Drawer
      open={open}
      placement="left"
      size={260}
      closable={false}
      onClose={onClose}
      styles={{
        body: { padding: 0, background: brand.siderBg, display: 'flex', flexDirection: 'column' },
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <Button
          type="text"
          icon={<CloseOutlined style={{ color: '#ffffff' }} />}
          aria-label="Fechar menu"
          onClick={onClose}
        />
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <SidebarContent
          collapsed={false}
          onOpenPremium={onOpenPremium}
          onNavigate={onClose}
          onLogout={onLogout}
        />
      </div>
    </Drawer>
  );
}
