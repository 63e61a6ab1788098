import {
  textLimits,
  updateUserInput,
  usuariosMessages,
  validatePasswordPair,
  type UserRow,
} from '@matriz/contracts';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { useState, type ReactNode } from 'react';

import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { useConfirmDiscard } from '../../../components/use-confirm-discard.ts';
import { getFieldErrors, getServerText } from '../../../lib/errors.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useRulesForUserForm } from '../api/get-rules-for-user-form.ts';
import { useUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';

import { FormActions } from './form-actions.tsx';
import { LoadedRecord } from './loaded-record.tsx';
import { useFeedback } from '../../../lib/notify.ts';

/** A new user, or the user with that id. */
export type UserModalTarget = { mode: 'create' } | { mode: 'edit'; id: string };

interface UserFormValues {
  nome: string;
  regraDeAcessosFranqueadorId?: string;
  email: string;
  isApproved: boolean;
  password?: string;
  passwordConfirmacao?: string;
}

const FORM_FIELDS = ['nome', 'regraDeAcessosFranqueadorId', 'email', 'isApproved', 'password'];
const fields = updateUserInput.shape;

/** Saves the form; true when saved (the modal then closes), false when refused (the modal stays). */
function useSaveUser(form: ReturnType<typeof Form.useForm<UserFormValues>>[0], id: string | null) {
  const { message } = useFeedback();
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = async (v: UserFormValues): Promise<boolean> => {
    const base = {
      nome: v.nome,
      regraDeAcessosFranqueadorId: v.regraDeAcessosFranqueadorId ?? '',
      email: v.email,
      isApproved: v.isApproved,
    };
    try {
      if (id) await update.mutateAsync({ _id: id, ...base });
      else
        await create.mutateAsync({
          ...base,
          password: v.password ?? '',
          passwordConfirmacao: v.passwordConfirmacao ?? '',
        });
      void message.success(usuariosMessages.saved);
      return true;
    } catch (error) {
      form.setFields(
        getFieldErrors(error).filter((f) => FORM_FIELDS.includes(f.name)) as Parameters<
          typeof form.setFields
        >[0],
      );
      void message.error(getServerText(error, usuariosMessages.saveFailed));
      return false;
    }
  };
  return { save, saving: create.isPending || update.isPending };
}

interface UserFormProps {
  user: UserRow | null;
  /** the user changed something (closing then asks first) */
  onEdited: () => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Spec 000 §3, §5: nome, Perfil (the access rule), e-mail, active; on creation the password pair too. */
function UserForm({ user, onEdited, onCancel, onSaved }: UserFormProps) {
  const [form] = Form.useForm<UserFormValues>();
  const password = Form.useWatch('password', form);
  const [incomplete, setIncomplete] = useState(false);
  const rules = useRulesForUserForm();
  const { save, saving } = useSaveUser(form, user?._id ?? null);
  const creating = !user;

  const submit = async (values: UserFormValues) => {
    setIncomplete(false);
    if (await save(values)) onSaved();
  };

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{
        nome: user?.nome ?? '',
        regraDeAcessosFranqueadorId: user?.regraDeAcessosFranqueadorId ?? undefined,
        email: user?.email ?? '',
        isApproved: user?.isApproved ?? true,
      }}
      onValuesChange={onEdited}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => setIncomplete(true)}
    >
      <Form.Item name="nome" label="Nome" rules={[schemaRule(fields.nome)]}>
        <Input autoComplete="off" maxLength={textLimits.nome} showCount autoFocus />
      </Form.Item>
      <Form.Item
        name="regraDeAcessosFranqueadorId"
        label="Perfil"
        rules={[schemaRule(fields.regraDeAcessosFranqueadorId)]}
      >
        <Select
          placeholder="Selecione a regra de acesso"
          loading={rules.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(rules.data ?? []).map((r) => ({ value: r.id, label: r.label }))}
        />
      </Form.Item>
      <Form.Item name="email" label="E-mail" rules={[schemaRule(fields.email)]}>
        <Input type="email" autoComplete="off" maxLength={textLimits.email} />
      </Form.Item>
      <Form.Item name="isApproved" label="Ativo" valuePropName="checked">
        <Switch checkedChildren="Sim" unCheckedChildren="Não" />
      </Form.Item>
      {creating && (
        <>
          <Form.Item name="password" label="Senha">
            <Input.Password autoComplete="new-password" maxLength={textLimits.senha} />
          </Form.Item>
          <PasswordChecklist password={password} />
          <Form.Item
            name="passwordConfirmacao"
            label="Confirme a senha"
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, confirmation: string | undefined) => {
                  const problem = validatePasswordPair(
                    getFieldValue('password') as string | undefined,
                    confirmation,
                    'usuarios',
                  );
                  if (problem) throw new Error(problem);
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={textLimits.senha} />
          </Form.Item>
        </>
      )}
      {incomplete && (
        <Alert type="error" showIcon title={usuariosMessages.allRequired} style={{ marginBottom: 16 }} />
      )}
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}

/** Edit: the form starts from the stored user (GET by id), never with password fields. */
function EditUserForm({
  id,
  onClose,
  form,
}: {
  id: string;
  onClose: () => void;
  form: (user: UserRow) => ReactNode;
}) {
  return (
    <LoadedRecord
      query={useUser(id)}
      notFound={usuariosMessages.notFound}
      loadingLabel="Carregando usuário"
      onDone={onClose}
    >
      {form}
    </LoadedRecord>
  );
}

interface UserFormModalProps {
  target: UserModalTarget;
  /** false: the closing animation runs, then `afterClose` (antd gives the focus back to what opened it) */
  open?: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

/**
 * Create / edit a user. Mount it while open (and closing): each opening starts from a new user or — editing —
 * from the stored one asked on this opening. Closing with unsaved changes (Esc, the mask, ×, Cancelar) asks first.
 */
export function UserFormModal({ target, open = true, onClose, afterClose }: UserFormModalProps) {
  const { markEdited, requestClose } = useConfirmDiscard({
    onClose,
    content: 'As alterações feitas neste usuário ainda não foram salvas e serão perdidas.',
  });
  const form = (user: UserRow | null) => (
    <UserForm user={user} onEdited={markEdited} onCancel={requestClose} onSaved={onClose} />
  );
  return (
    <Modal
      open={open}
      title={target.mode === 'edit' ? 'Editar usuário' : 'Novo usuário'}
      onCancel={requestClose}
      afterClose={afterClose}
      footer={null}
      destroyOnHidden
    >
      {target.mode === 'edit' ? <EditUserForm id={target.id} onClose={onClose} form={form} /> : form(null)}
    </Modal>
  );
}
