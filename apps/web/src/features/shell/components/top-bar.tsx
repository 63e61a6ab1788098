import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';

import { AccountMenu } from './account-menu.tsx';
import { CustomerLogo } from './customer-logo.tsx';
import { LogoUpload } from './logo-upload.tsx';

interface TopBarProps {
  collapsed: boolean;
  small: boolean;
  logoWidth: number;
  onToggle: () => void;
}

/** Top bar (spec 000 §2.3): logo, sidebar toggle, logo-upload control and the account menu. */
export function TopBar({ collapsed, small, logoWidth, onToggle }: TopBarProps) {
  const toggleLabel = small ? 'Abrir menu' : collapsed ? 'Expandir menu' : 'Recolher menu';
  const ToggleIcon = small ? MenuOutlined : collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        borderBottom: '1px solid #e6ebef',
      }}
    >
      <Flex align="center" style={{ width: small ? 'auto' : logoWidth - 16, transition: 'width 0.2s' }}>
        <CustomerLogo collapsed={collapsed} />
      </Flex>
      <Button
        type="text"
        icon={<ToggleIcon />}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={onToggle}
      />
      <LogoUpload />
      <div style={{ flex: 1 }} />
      <AccountMenu compact={small} />
    </Layout.Header>
  );
}
