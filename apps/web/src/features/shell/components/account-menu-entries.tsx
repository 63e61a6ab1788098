import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';

export type AccountMenuKey = 'senha' | 'perfil' | 'sair';

const items: MenuProps['items'] = [
  { key: 'senha', icon: <KeyOutlined />, label: 'Alterar Senha' },
  { key: 'perfil', icon: <UserOutlined />, label: 'Alterar Perfil' },
  { type: 'divider' },
  { key: 'sair', icon: <LogoutOutlined />, label: 'Sair', danger: true },
];

/** The entries of the account menu (account-menu.tsx), focused when shown so the arrows move between them. */
export function AccountMenuEntries({ onChoose }: { onChoose: (key: AccountMenuKey) => void }) {
  return (
    <Menu
      items={items}
      selectable={false}
      onClick={({ key }) => onChoose(key as AccountMenuKey)}
      style={{ border: 0, minWidth: 180 }}
      ref={(menu) => menu?.focus()}
    />
  );
}
