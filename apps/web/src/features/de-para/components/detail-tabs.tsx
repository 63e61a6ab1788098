import {
  deParaContextoLabels,
  deParaContextos,
  type DeParaContexto,
  type DeParaListaRow,
  type DeParaVisao,
} from '@matriz/contracts';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { deParaDetailHref, type DeParaDetailQuery } from '../lib/detail-href.ts';

export interface DetailTabsProps {
  visao: DeParaVisao;
  contexto: DeParaContexto;
  customerId: string;
  query: DeParaDetailQuery;
  /** the grupo's row of the main list (its counts per tab), undefined while loading */
  counts: DeParaListaRow | undefined;
  /** the open tab's content */
  children: ReactNode;
}

/**
 * Pendentes (n) / Revisão (n) / Aprovados (n) (spec 002 §2.3): each tab is the route of the same view and that
 * context, reached keeping the query (marcas, nome). Arrow keys move between tabs, Enter opens one.
 */
export function DetailTabs({ visao, contexto, customerId, query, counts, children }: DetailTabsProps) {
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={contexto}
      onChange={(key) => void navigate(deParaDetailHref(visao, key as DeParaContexto, customerId, query))}
      items={deParaContextos.map((c) => ({
        key: c,
        label: counts ? `${deParaContextoLabels[c]} (${counts[c]})` : deParaContextoLabels[c],
        children: c === contexto ? children : null,
      }))}
    />
  );
}
