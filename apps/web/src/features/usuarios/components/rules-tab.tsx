import { SearchOutlined } from '@ant-design/icons';
import { errorMessages, hasAccess, regraMessages, textLimits, USER_PAGE_SIZES } from '@matriz/contracts';
import { Flex, Input } from 'antd';
import { useState } from 'react';

import { AddButton } from '../../../components/add-button.tsx';
import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRules } from '../api/get-rules.ts';
import { useTableHeight } from '../hooks/use-table-height.ts';

import { getRuleColumns } from './rule-columns.tsx';
import { RuleFormModal, type RuleModalTarget } from './rule-form-modal.tsx';
import { useFeedback } from '../../../lib/notify.ts';

const NO_PERMISSION = errorMessages.forbidden;

/** Tab 'Regra de Acesso' of spec 000 §2.8 (premium): name filter, the list with its type, add / edit / delete. */
export function RulesTab() {
  const { message } = useFeedback();
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
          maxLength={textLimits.filtro}
          value={nome}
          onChange={(event) => setNome(event.target.value)}
          style={{ width: 260 }}
        />
        <AddButton
          label="Adicionar regra de acesso"
          allowed={canSave}
          deniedText={NO_PERMISSION}
          onClick={() => openModal({ mode: 'create' })}
        />
      </Flex>
      <ServerTable
        query={list}
        rows={list.data?.regras}
        total={list.data?.total}
        columns={columns}
        paging={paging}
        pageSizes={USER_PAGE_SIZES}
        itemsLabel="regras"
        emptyText="Nenhuma regra de acesso encontrada"
        failedText={regraMessages.listFailed}
        failedNotice={{ description: regraMessages.listFailed }}
        scroll={{ x: 560, y: height }}
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
