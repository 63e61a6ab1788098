import { EMPRESA_DEFAULT_PAGE_SIZE, EMPRESA_PAGE_SIZES, errorMessages, hasAccess } from '@matriz/contracts';
import { Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useEmpresas } from '../api/get-empresas.ts';
import { getEmpresaColumns } from '../components/empresa-columns.tsx';
import { EmpresaFilters } from '../components/empresa-filters.tsx';
import { ExportEmpresasButton } from '../components/export-empresas-button.tsx';
import { useEmpresaEdits } from '../hooks/use-empresa-edits.ts';
import {
  emptyEmpresaFilters,
  toListQuery,
  type EmpresaFilterValues,
  type EmpresaSort,
} from '../lib/filters.ts';

const EMPRESAS_FAILED_TEXT = 'Não foi possível carregar as empresas';

/** /empresas (spec 002 §2.6): the filter card, and the stores found with their nickname and m² editable. */
export function EmpresasPage() {
  const claims = useSession()?.claims ?? [];
  const canSearch = hasAccess(claims, 'Empresa', 'Obter');
  const persisted = usePersistedFilters('empresas', emptyEmpresaFilters);
  const [form] = Form.useForm<EmpresaFilterValues>();
  const [applied, setApplied] = useState(persisted.initialValues);
  const [sort, setSort] = useState<EmpresaSort>({});
  // other filters or another order start again on page 1
  const paging = usePagedList({ applied, sort }, EMPRESA_DEFAULT_PAGE_SIZE);
  const list = useEmpresas(toListQuery(applied, sort, paging.page, paging.pageSize), canSearch);
  const edits = useEmpresaEdits();

  const search = (values: EmpresaFilterValues) => {
    // Pesquisar again on the same page of the same filters asks the server again (nothing else would)
    const same =
      paging.page === 1 &&
      JSON.stringify(toListQuery(values, sort, 1, paging.pageSize)) ===
        JSON.stringify(toListQuery(applied, sort, 1, paging.pageSize));
    setApplied(values);
    paging.setPage(1);
    persisted.save(values);
    if (same) void list.refetch();
  };

  const columns = getEmpresaColumns({
    sort,
    editDisabledReason: canSearch ? null : errorMessages.forbidden,
    onSaveApelido: (row, text) => edits.save(row, { apelido: text }),
    onSaveM2: (row, text) => edits.save(row, { m2: text }),
  });

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Empresas
      </Typography.Title>
      <Card title="Selecione as opções de pesquisa.">
        <EmpresaFilters
          form={form}
          initialValues={persisted.initialValues}
          canSearch={canSearch}
          onSearch={search}
          onClear={() => {
            form.setFieldsValue(emptyEmpresaFilters);
            persisted.clear();
            setApplied(emptyEmpresaFilters);
            paging.setPage(1);
          }}
          exportButton={<ExportEmpresasButton filters={applied} sort={sort} />}
        />
      </Card>
      <Card title="Empresas encontradas">
        {/* server-side sort on every column and paging 25/50/75/100 */}
        <ServerTable
          query={list}
          rows={list.data?.empresas}
          total={list.data?.total}
          columns={columns}
          paging={paging}
          pageSizes={EMPRESA_PAGE_SIZES}
          itemsLabel="empresas"
          emptyText="Nenhuma empresa encontrada"
          failedText={EMPRESAS_FAILED_TEXT}
          sort={sort}
          onSortChange={setSort}
          scroll={{ x: 1100 }}
        />
      </Card>
    </Flex>
  );
}
