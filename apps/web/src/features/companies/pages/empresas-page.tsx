import { EMPRESA_DEFAULT_PAGE_SIZE, errorMessages, hasAccess } from '@matriz/contracts';
import { Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { useSession } from '../../../lib/session.ts';
import { useEmpresas } from '../api/get-empresas.ts';
import { EmpresaFilters } from '../components/empresa-filters.tsx';
import { EmpresasTable } from '../components/empresas-table.tsx';
import { ExportEmpresasButton } from '../components/export-empresas-button.tsx';
import { useEmpresaEdits } from '../hooks/use-empresa-edits.ts';
import {
  emptyEmpresaFilters,
  toListQuery,
  type EmpresaFilterValues,
  type EmpresaSort,
} from '../lib/filters.ts';

/** /empresas (spec 002 §2.6): the filter card, and the stores found with their nickname and m² editable. */
export function EmpresasPage() {
  const claims = useSession()?.claims ?? [];
  const canSearch = hasAccess(claims, 'Empresa', 'Obter');
  const persisted = usePersistedFilters('empresas', emptyEmpresaFilters);
  const [form] = Form.useForm<EmpresaFilterValues>();
  const [applied, setApplied] = useState(persisted.initialValues);
  const [sort, setSort] = useState<EmpresaSort>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: EMPRESA_DEFAULT_PAGE_SIZE });
  const list = useEmpresas(toListQuery(applied, sort, paging.page, paging.pageSize), canSearch);
  const edits = useEmpresaEdits();

  const search = (values: EmpresaFilterValues) => {
    // Pesquisar again on the same page of the same filters asks the server again (nothing else would)
    const same =
      paging.page === 1 &&
      JSON.stringify(toListQuery(values, sort, 1, paging.pageSize)) ===
        JSON.stringify(toListQuery(applied, sort, 1, paging.pageSize));
    setApplied(values);
    setPaging((p) => ({ ...p, page: 1 }));
    persisted.save(values);
    if (same) void list.refetch();
  };

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
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          exportButton={<ExportEmpresasButton filters={applied} sort={sort} />}
        />
      </Card>
      <Card title="Empresas encontradas">
        <EmpresasTable
          data={list.data}
          loading={list.isFetching}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          page={paging.page}
          pageSize={paging.pageSize}
          sort={sort}
          editDisabledReason={canSearch ? null : errorMessages.forbidden}
          onSaveApelido={(row, text) => edits.save(row, { apelido: text })}
          onSaveM2={(row, text) => edits.save(row, { m2: text })}
          onSortChange={(next) => {
            setSort(next);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          onPageChange={(page, pageSize) =>
            setPaging((p) => ({ page: pageSize === p.pageSize ? page : 1, pageSize }))
          }
        />
      </Card>
    </Flex>
  );
}
