import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Menu, type MenuProps, type MenuRef } from 'antd';
import { useEffect, type RefObject } from 'react';

export type AccountMenuKey = 'senha' | 'perfil' | 'sair';

const items: MenuProps['items'] = [
  { key: 'senha', icon: <KeyOutlined />, label: 'Alterar Senha' },
  { key: 'perfil', icon: <UserOutlined />, label: 'Alterar Perfil' },
  { type: 'divider' },
  { key: 'sair', icon: <LogoutOutlined />, label: 'Sair', danger: true },
];

interface AccountMenuEntriesProps {
  /** the account menu focuses it each time the popup has opened (afterOpenChange) */
  menuRef: RefObject<MenuRef | null>;
  onChoose: (key: AccountMenuKey) => void;
}

/** The entries of the account menu (account-menu.tsx), focused when shown so the arrows move between them. */
export function AccountMenuEntries({ menuRef, onChoose }: AccountMenuEntriesProps) {
  // the first time, the popup opened before this code had loaded: focus on arrival
  useEffect(() => menuRef.current?.focus(), [menuRef]);
  return (
    <Menu
      items={items}
      selectable={false}
      onClick={({ key }) => onChoose(key as AccountMenuKey)}
      style={{ border: 0, minWidth: 180 }}
      ref={menuRef}
    />
  );
}
