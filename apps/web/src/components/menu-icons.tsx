import {
  ApiOutlined,
  BankOutlined,
  BarChartOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FileExcelOutlined,
  HomeOutlined,
  ShopOutlined,
  SwapOutlined,
  SyncOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { RouteKey } from '@matriz/contracts';
import type { ComponentType, CSSProperties } from 'react';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean; style?: CSSProperties }>;

/** One icon per area of the sidebar (spec 000 §2.3). */
export const menuIcons: Partial<Record<RouteKey, IconComponent>> = {
  home: HomeOutlined,
  dre: BarChartOutlined,
  fluxoDeCaixa: BankOutlined,
  indiceDeGestao: DashboardOutlined,
  cluster: ClusterOutlined,
  dePara: SwapOutlined,
  upload: CloudUploadOutlined,
  relatorio: FileExcelOutlined,
  sincronizacao: SyncOutlined,
  empresas: ShopOutlined,
  usuarios: TeamOutlined,
  webservice: ApiOutlined,
};

export function MenuIcon({
  route,
  ...props
}: {
  route: RouteKey;
  className?: string;
  style?: CSSProperties;
}) {
  const Icon = menuIcons[route] ?? HomeOutlined;
  return <Icon aria-hidden {...props} />;
}
