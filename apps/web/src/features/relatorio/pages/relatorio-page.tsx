import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';

import { PremiumBadge } from '../../../components/premium/premium-badge.tsx';
import { getRelatoriosQueryOptions } from '../api/get-relatorios.ts';
import { RelatorioFiltersCard } from '../components/relatorio-filters-card.tsx';
import { RelatoriosTable } from '../components/relatorios-table.tsx';
import { StatusLegend } from '../components/status-legend.tsx';
import { emptyRelatorioFilters, type RelatorioFilters } from '../lib/filters.ts';

/** /relatorio (spec 001 §2.4, premium): the status legend, the filter card and the live request list. */
export function RelatorioPage() {
  const [filters, setFilters] = useState<RelatorioFilters>(emptyRelatorioFilters);
  const queryClient = useQueryClient();
  // Pesquisar with the same filters asks the server again
  const search = (next: RelatorioFilters) => {
    if (JSON.stringify(next) !== JSON.stringify(filters)) setFilters(next);
    else void queryClient.invalidateQueries({ queryKey: getRelatoriosQueryOptions().queryKey });
  };
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Relatórios
        </Typography.Title>
        <PremiumBadge />
      </Flex>
      <Card>
        <Tabs items={[{ key: 'status', label: 'Status', children: <StatusLegend /> }]} />
      </Card>
      <Card title="Filtros">
        <RelatorioFiltersCard value={filters} onSearch={search} />
      </Card>
      <Card title="Solicitações">
        <RelatoriosTable filters={filters} />
      </Card>
    </Flex>
  );
}
