import { StarFilled } from '@ant-design/icons';
import { getHref, getMenuItemState, menuItems, type MenuItemDef } from '@matriz/contracts';
import { Tooltip } from 'antd';
import { NavLink } from 'react-router';

import { useSession } from '../../../lib/session.ts';

import { MenuIcon } from '../../../components/menu-icons.tsx';
import './sidebar.css';

/** Spec 000 §2.3: link height 47 when collapsed, 37 otherwise. */
export const LINK_HEIGHT = { collapsed: 47, expanded: 37 } as const;
export const NO_ACCESS = 'Não possui acesso';

interface SidebarNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

function ItemContent({ item, collapsed }: { item: MenuItemDef; collapsed: boolean }) {
  return (
    <>
      <MenuIcon route={item.route} className="mz-nav-icon" />
      {!collapsed && <span className="mz-nav-label">{item.label}</span>}
      {item.star && <StarFilled aria-hidden className="mz-nav-star" title="Destaque" />}
    </>
  );
}

/** Every item of the menu in order: allowed ones link, the others are greyed, premium-only ones hidden. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const claims = useSession()?.claims ?? [];
  const style = { height: collapsed ? LINK_HEIGHT.collapsed : LINK_HEIGHT.expanded };

  return (
    <nav aria-label="Menu principal" className={collapsed ? 'mz-nav is-collapsed' : 'mz-nav'}>
      <ul>
        {menuItems.map((item) => {
          const state = getMenuItemState(item, claims);
          if (state === 'hidden') return null;
          const name = collapsed ? item.label : undefined;
          return (
            <li key={item.route}>
              {state === 'disabled' ? (
                <Tooltip title={NO_ACCESS} placement="right">
                  <span
                    role="link"
                    aria-disabled="true"
                    aria-label={name}
                    tabIndex={0}
                    className="mz-nav-link is-disabled"
                    style={style}
                  >
                    <ItemContent item={item} collapsed={collapsed} />
                  </span>
                </Tooltip>
              ) : (
                <Tooltip title={collapsed ? item.label : undefined} placement="right">
                  <NavLink
                    to={getHref(item.route)}
                    aria-label={name}
                    className="mz-nav-link"
                    style={style}
                    onClick={onNavigate}
                  >
                    <ItemContent item={item} collapsed={collapsed} />
                  </NavLink>
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
