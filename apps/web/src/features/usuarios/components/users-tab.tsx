import { DownloadOutlined } from '@ant-design/icons';
import {
  errorMessages,
  hasAccess,
  selfAccountMessages,
  USER_PAGE_SIZES,
  usuariosMessages,
  type UserRow,
} from '@matriz/contracts';
import { Alert, Button, Flex } from 'antd';
import { useMemo, useState } from 'react';

import { AddButton } from '../../../components/add-button.tsx';
import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { getRequestErrorText } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useExportUserTemplate } from '../api/export-user-template.ts';
import { useUserLimit } from '../api/get-user-limit.ts';
import { useUsers, type UsersListParams } from '../api/get-users.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { useTableHeight } from '../hooks/use-table-height.ts';

import { getUserColumns, type UserSort } from './user-columns.tsx';
import { emptyUserFilters, toIsApproved, UserFilters, type UserFilterValues } from './user-filters.tsx';
import { UserFormModal, type UserModalTarget } from './user-form-modal.tsx';
import { useFeedback } from '../../../lib/notify.ts';

const NO_PERMISSION = errorMessages.forbidden;
const blankToUndefined = (text: string) => text.trim() || undefined;

/** The list query: typed filters debounced 500 ms, the active filter at once. */
function useUserListQuery(filters: UserFilterValues, sort: UserSort) {
  const { nome, nomeDaRegraDeAcesso, email } = filters;
  // one debounce for the three: typing in two boxes in a row sends one request
  const typed = useDebouncedValue(
    useMemo(() => ({ nome, nomeDaRegraDeAcesso, email }), [nome, nomeDaRegraDeAcesso, email]),
  );
  const filterQuery = {
    nome: blankToUndefined(typed.nome),
    nomeDaRegraDeAcesso: blankToUndefined(typed.nomeDaRegraDeAcesso),
    email: blankToUndefined(typed.email),
    isApproved: toIsApproved(filters.ativo),
    ...sort,
  };
  const paging = usePagedList(filterQuery);
  const params: UsersListParams = { page: paging.page, pageSize: paging.pageSize, ...filterQuery };
  return { params, paging };
}

function useRowActions() {
  const { message, notification } = useFeedback();
  const reset = useResetUserPassword();
  const remove = useDeleteUser();
  return {
    resetPassword: (row: UserRow) =>
      reset.mutateAsync(row._id).then(
        (answer) => void message.success(answer.message),
        (error: unknown) =>
          notification.error({
            title: usuariosMessages.resetFailed,
            description: getRequestErrorText(error),
          }),
      ),
    // a refusal (e.g. the signed-in user) shows the server's text through the global notice
    remove: (row: UserRow) =>
      remove.mutateAsync(row._id).then(() => void message.success(usuariosMessages.deleted)),
  };
}

/** Tab 'Usuários' of spec 000 §2.8: filters, the server-paged list, add / export / row actions. */
export function UsersTab() {
  const session = useSession();
  const claims = session?.claims ?? [];
  const canSave = hasAccess(claims, 'usuarios', 'Salvar');
  const canDelete = hasAccess(claims, 'usuarios', 'Deletar');
  const [filters, setFilters] = useState(emptyUserFilters);
  const [sort, setSort] = useState<UserSort>({});
  // the modal stays mounted through its closing animation, so antd gives the focus back to the button that opened it
  const [modal, setModal] = useState<UserModalTarget | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // a new form on every opening, even one made while the last is still closing
  const [opening, setOpening] = useState(0);
  const openModal = (target: UserModalTarget) => {
    setModal(target);
    setModalOpen(true);
    setOpening((n) => n + 1);
  };
  const { params, paging } = useUserListQuery(filters, sort);
  const list = useUsers(params);
  const limit = useUserLimit();
  const exportTemplate = useExportUserTemplate();
  const actions = useRowActions();
  const height = useTableHeight();

  const columns = getUserColumns({
    sort,
    saveDisabledReason: canSave ? null : NO_PERMISSION,
    // one's own password changes through 'Alterar Senha', with the current password (the server refuses it here)
    getResetDisabledReason: (row) =>
      !canSave
        ? NO_PERMISSION
        : row._id === session?.user._id
          ? selfAccountMessages.passwordInChangePassword
          : null,
    getDeleteDisabledReason: (row) =>
      !canDelete ? NO_PERMISSION : row._id === session?.user._id ? usuariosMessages.cannotDeleteSelf : null,
    onEdit: (row) => openModal({ mode: 'edit', id: row._id }),
    onResetPassword: actions.resetPassword,
    onDelete: actions.remove,
  });

  // an unknown limit (still loading or failed) keeps the button: the server refuses beyond the plan anyway
  const limitReached = limit.data?.podeCadastrar === false;

  return (
    <Flex vertical gap={16}>
      <Flex wrap justify="space-between" align="center" gap={8}>
        <UserFilters value={filters} onChange={setFilters} />
        <Flex gap={8}>
          <Button
            icon={<DownloadOutlined />}
            loading={exportTemplate.isPending}
            onClick={() => exportTemplate.mutate()}
          >
            Exportar modelo
          </Button>
          {!limitReached && (
            <AddButton
              label="Adicionar usuário"
              allowed={canSave}
              deniedText={NO_PERMISSION}
              onClick={() => openModal({ mode: 'create' })}
            />
          )}
        </Flex>
      </Flex>
      {limitReached && <Alert type="warning" showIcon title={usuariosMessages.limitReached} />}
      <ServerTable
        query={list}
        rows={list.data?.users}
        total={list.data?.total}
        columns={columns}
        paging={paging}
        pageSizes={USER_PAGE_SIZES}
        itemsLabel="usuários"
        emptyText="Nenhum usuário encontrado"
        failedText={usuariosMessages.listFailed}
        failedNotice={{ title: usuariosMessages.listFailedTitle, description: usuariosMessages.listFailed }}
        sort={sort}
        onSortChange={setSort}
        scroll={{ x: 760, y: height }}
      />
      {modal && (
        <UserFormModal
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
