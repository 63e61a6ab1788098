import { authMessages, passwordMessages, validatePasswordPair } from '@matriz/contracts';
import { Alert, App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';

import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { useSessionStore } from '../../../lib/storage.ts';
import { useChangePassword } from '../api/change-password.ts';

interface PasswordValues {
  password?: string;
  passwordConfirmation?: string;
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { message, notification } = App.useApp();
  const loginToken = useSessionStore((s) => s.loginToken ?? '');
  const [form] = Form.useForm<PasswordValues>();
  const password = Form.useWatch('password', form);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = ({ password: pw = '', passwordConfirmation = '' }: PasswordValues) => {
    const invalid = validatePasswordPair(pw, passwordConfirmation, 'alterar-senha');
    setProblem(invalid);
    // spec 000 §5: in this modal the request is still sent after the complexity message is shown
    if (invalid && invalid !== passwordMessages.complexityListed) return;
    change.mutate(
      { password: pw, passwordConfirmation, token: loginToken },
      {
        onSuccess: () => {
          void message.success(authMessages.passwordChanged);
          onDone();
        },
        onError: () =>
          notification.error({
            title: authMessages.passwordFailTitle,
            description: authMessages.passwordFail,
          }),
      },
    );
  };

  return (
    <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="password" label="Nova senha">
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <PasswordChecklist password={password} />
      <Form.Item name="passwordConfirmation" label="Confirme a nova senha">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}

/** 'Alterar Senha' (spec 000 §2.5): password and confirmation with the live checklist. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Alterar Senha" onCancel={onClose} footer={null} destroyOnHidden>
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}
