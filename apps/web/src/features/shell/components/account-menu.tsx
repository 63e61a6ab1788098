import { DownOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Spin, theme, type MenuRef } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';

import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { useSession } from '../../../lib/session.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';

import type { AccountMenuKey } from './account-menu-entries.tsx';

// loaded when first opened (use-opened-once.ts)
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);
const ChangeProfileModal = lazy(() =>
  import('./change-profile-modal.tsx').then((m) => ({ default: m.ChangeProfileModal })),
);

type OpenModal = Exclude<AccountMenuKey, 'sair'> | null;

function getInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

// the menu's entries (antd Menu) load when it is first opened: Menu and Dropdown would add ~20 kB of gzip JS to the
// first screen after login (issue 8 §4)
const AccountMenuEntries = lazy(() =>
  import('./account-menu-entries.tsx').then((m) => ({ default: m.AccountMenuEntries })),
);

/** the initials in a circle (antd's Avatar, without its code) */
const avatar = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: '#1f6f8b',
  color: '#ffffff',
  fontSize: 14,
} as const;

/** one line, cut with an ellipsis (the full name in the title) */
const ellipsis = {
  display: 'block',
  maxWidth: 220,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

/** The account dropdown: user and customer names, 'Alterar Senha', 'Alterar Perfil', 'Sair'. */
export function AccountMenu({ compact }: { compact: boolean }) {
  const session = useSession();
  const { signOut } = useSignOut();
  const [open, setOpen] = useState<OpenModal>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<MenuRef>(null);
  const { token } = theme.useToken();
  const passwordOpened = useOpenedOnce(open === 'senha');
  const profileOpened = useOpenedOnce(open === 'perfil');
  const userName = session?.user.nome ?? '';
  const customerName = session?.customer?.nome ?? '';

  // the focus goes back to the account button when the menu closes from inside it (Esc, a choice), so the
  // keyboard user is not left on the page's body, and a dialog opened from it gives the focus back there
  const closeMenu = () => {
    if (document.activeElement === document.body || document.activeElement?.closest('[role="menu"]'))
      trigger.current?.focus();
    setMenuOpen(false);
  };
  const choose = (key: AccountMenuKey) => {
    closeMenu();
    if (key === 'sair') signOut();
    else setOpen(key);
  };

  return (
    <>
      <Popover
        open={menuOpen}
        onOpenChange={(next) => (next ? setMenuOpen(true) : closeMenu())}
        afterOpenChange={(visible) => visible && menuRef.current?.focus()}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        styles={{ container: { padding: 4 } }}
        content={
          <Suspense fallback={<Spin size="small" style={{ display: 'block', margin: 12 }} />}>
            <AccountMenuEntries menuRef={menuRef} onChoose={choose} />
          </Suspense>
        }
      >
        <Button
          ref={trigger}
          type="text"
          aria-label={`Conta de ${userName}`}
          style={{ height: 48, paddingInline: 8 }}
        >
          <Flex align="center" gap={10}>
            <span aria-hidden style={avatar}>
              {getInitials(userName)}
            </span>
            {!compact && (
              <Flex vertical align="flex-start" style={{ lineHeight: 1.25, maxWidth: 220 }}>
                <span style={{ ...ellipsis, fontWeight: 600, color: token.colorText }} title={userName}>
                  {userName}
                </span>
                <span
                  style={{ ...ellipsis, fontSize: 12, color: token.colorTextDescription }}
                  title={customerName}
                >
                  {customerName}
                </span>
              </Flex>
            )}
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Flex>
        </Button>
      </Popover>
      <Suspense fallback={null}>
        {passwordOpened && <ChangePasswordModal open={open === 'senha'} onClose={() => setOpen(null)} />}
        {profileOpened && <ChangeProfileModal open={open === 'perfil'} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
