import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useState } from 'react';

import { useSession } from '../../../lib/session.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';

import { ChangePasswordModal } from './change-password-modal.tsx';
import { ChangeProfileModal } from './change-profile-modal.tsx';

type OpenModal = 'senha' | 'perfil' | null;

function getInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

const items: MenuProps['items'] = [
  { key: 'senha', icon: <KeyOutlined />, label: 'Alterar Senha' },
  { key: 'perfil', icon: <UserOutlined />, label: 'Alterar Perfil' },
  { type: 'divider' },
  { key: 'sair', icon: <LogoutOutlined />, label: 'Sair', danger: true },
];

/** The account dropdown: user and customer names, 'Alterar Senha', 'Alterar Perfil', 'Sair'. */
export function AccountMenu({ compact }: { compact: boolean }) {
  const session = useSession();
  const { signOut } = useSignOut();
  const [open, setOpen] = useState<OpenModal>(null);
  const userName = session?.user.nome ?? '';
  const customerName = session?.customer?.nome ?? '';

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sair') signOut();
    else setOpen(key as OpenModal);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" aria-label={`Conta de ${userName}`} style={{ height: 48, paddingInline: 8 }}>
          <Flex align="center" gap={10}>
            <Avatar style={{ background: '#1f6f8b' }}>{getInitials(userName)}</Avatar>
            {!compact && (
              <Flex vertical align="flex-start" style={{ lineHeight: 1.25, maxWidth: 220 }}>
                <Typography.Text strong ellipsis style={{ maxWidth: 220 }}>
                  {userName}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 220 }}>
                  {customerName}
                </Typography.Text>
              </Flex>
            )}
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Flex>
        </Button>
      </Dropdown>
      <ChangePasswordModal open={open === 'senha'} onClose={() => setOpen(null)} />
      <ChangeProfileModal open={open === 'perfil'} onClose={() => setOpen(null)} />
    </>
  );
}
