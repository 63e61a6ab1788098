import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { errorMessages, hasAccess, regraMessages, USER_PAGE_SIZES } from '@matriz/contracts';
import { App, Button, Empty, Flex, Input, Table, Tooltip } from 'antd';
import { useState } from 'react';

import { useSession } from '../../../lib/session.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRules } from '../api/get-rules.ts';
import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { useListErrorNotice } from '../hooks/use-list-error-notice.ts';
import { tablePagination, usePagedList } from '../../../lib/use-paged-list.ts';
import { useTableHeight } from '../hooks/use-table-height.ts';

import { getRuleColumns, type RuleRow } from './rule-columns.tsx';
import { RuleFormModal, type RuleModalTarget } from './rule-form-modal.tsx';

const NO_PERMISSION = errorMessages.forbidden;

/** Tab 'Regra de Acesso' of spec 000 §2.8 (premium): name filter, the list with its type, add / edit / delete. */
export function RulesTab() {
  const { message } = App.useApp();
  const claims = useSession()?.claims ?? [];
  const canSave = hasAccess(claims, 'usuarios', 'Salvar');
  const canDelete = hasAccess(claims, 'usuarios', 'Deletar');
  const [nome, setNome] = useState('');
  // the modal stays mounted through its closing animation, so antd gives the focus back to the button that opened it
  const [modal, setModal] = useState<RuleModalTarget | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // a new form on every opening, even one made while the last is still closing
  const [opening, setOpening] = useState(0);
  const openModal = (target: RuleModalTarget) => {
    setModal(target);
    setModalOpen(true);
    setOpening((n) => n + 1);
  };
  const filter = { nome: useDebouncedValue(nome).trim() || undefined };
  const paging = usePagedList(filter);
  const list = useRules({ page: paging.page, pageSize: paging.pageSize, ...filter });
  const remove = useDeleteRule();
  const height = useTableHeight();
  useListErrorNotice(list.error, list.errorUpdatedAt, { description: regraMessages.listFailed });
  paging.clampTo(list.isPlaceholderData ? undefined : list.data?.total);

  const columns = getRuleColumns({
    saveDisabledReason: canSave ? null : NO_PERMISSION,
    deleteDisabledReason: canDelete ? null : NO_PERMISSION,
    onEdit: (row) => openModal({ mode: 'edit', id: row._id }),
    // the spec uses the users' text for rules too; a rule in use (409) shows the server's text globally
    onDelete: (row) => remove.mutateAsync(row._id).then(() => void message.success(regraMessages.deleted)),
  });

  return (
    <Flex vertical gap={16}>
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Input
          aria-label="Filtrar regras por nome"
          placeholder="Nome"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={nome}
          onChange={(event) => setNome(event.target.value)}
          style={{ width: 260 }}
        />
        <Tooltip title={canSave ? 'Adicionar regra de acesso' : NO_PERMISSION}>
          <span style={{ display: 'inline-flex' }}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              aria-label="Adicionar regra de acesso"
              disabled={!canSave}
              onClick={() => openModal({ mode: 'create' })}
            />
          </span>
        </Tooltip>
      </Flex>
      <Table<RuleRow>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={list.data?.regras ?? []}
        loading={list.isFetching}
        scroll={{ x: 560, y: height }}
        pagination={tablePagination(paging, list.data?.total, USER_PAGE_SIZES, 'regras')}
        locale={{
          emptyText: list.isError ? (
            <Empty description={regraMessages.listFailed}>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                Tentar novamente
              </Button>
            </Empty>
          ) : (
            <Empty description={list.isPending ? 'Carregando…' : 'Nenhuma regra de acesso encontrada'} />
          ),
        }}
        onChange={(pagination) =>
          paging.setPage(pagination.current ?? 1, pagination.pageSize ?? paging.pageSize)
        }
      />
      {modal && (
        <RuleFormModal
          key={opening}
          target={modal}
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          afterClose={() => setModal(null)}
        />
      )}
    </Flex>
  );
}
