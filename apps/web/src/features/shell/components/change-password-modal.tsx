import {
  authMessages,
  changePasswordInput,
  passwordMessages,
  textLimits,
  validatePasswordPair,
} from '@matriz/contracts';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';

import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { getPasswordProblemField } from '../../../components/password-problem-field.ts';
import { getFieldErrors, getLimitText } from '../../../lib/errors.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useSessionStore } from '../../../lib/storage.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useFeedback } from '../../../lib/notify.ts';

interface PasswordValues {
  currentPassword?: string;
  password?: string;
  passwordConfirmation?: string;
}

const PAIR_FIELD = { password: 'password', confirmation: 'passwordConfirmation' } as const;
const SERVER_FIELDS = ['currentPassword', 'password', 'passwordConfirmation'];
const scrollFocus = { focus: true, block: 'center' } as const;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { message, notification } = useFeedback();
  const loginToken = useSessionStore((s) => s.loginToken ?? '');
  const [form] = Form.useForm<PasswordValues>();
  const password = Form.useWatch('password', form);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  const checkPair = ({ password: pw = '', passwordConfirmation = '' }: PasswordValues) => {
    const invalid = validatePasswordPair(pw, passwordConfirmation, 'alterar-senha');
    setProblem(invalid);
    return invalid;
  };

  const submit = (values: PasswordValues) => {
    const invalid = checkPair(values);
    // spec 000 §5: in this modal the request is still sent after the complexity message is shown
    if (invalid && invalid !== passwordMessages.complexityListed) {
      form.scrollToField(PAIR_FIELD[getPasswordProblemField(invalid)], scrollFocus);
      return;
    }
    const { currentPassword = '', password: pw = '', passwordConfirmation = '' } = values;
    change.mutate(
      { currentPassword, password: pw, passwordConfirmation, token: loginToken },
      {
        onSuccess: () => {
          void message.success(authMessages.passwordChanged);
          onDone();
        },
        onError: (error) => {
          // 'Senha atual incorreta' (or a field the server refused) is shown on its field, which gets the focus
          const fields = getFieldErrors(error).filter((f) => SERVER_FIELDS.includes(f.name));
          form.setFields(fields as Parameters<typeof form.setFields>[0]);
          if (fields[0]) form.scrollToField(fields[0].name, scrollFocus);
          notification.error({
            title: authMessages.passwordFailTitle,
            // too many wrong current passwords: say so and when to try again, not only that it failed
            description: getLimitText(error) ?? authMessages.passwordFail,
          });
        },
      },
    );
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      // the current password is missing: the pair's message shows too, so that one try tells everything
      onFinishFailed={({ values }) => checkPair(values)}
    >
      <Form.Item
        name="currentPassword"
        label="Senha atual"
        rules={[schemaRule(changePasswordInput.shape.currentPassword)]}
      >
        <Input.Password autoComplete="current-password" maxLength={textLimits.senha} autoFocus />
      </Form.Item>
      <Form.Item name="password" label="Nova senha">
        <Input.Password autoComplete="new-password" maxLength={textLimits.senha} />
      </Form.Item>
      <PasswordChecklist password={password} />
      <Form.Item name="passwordConfirmation" label="Confirme a nova senha">
        <Input.Password autoComplete="new-password" maxLength={textLimits.senha} />
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

/**
 * 'Alterar Senha' (spec 000 §2.5): the current password (issue 8 §1: checked by the server, so that a stolen
 * session is not enough), the new password and its confirmation with the live checklist.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Alterar Senha" onCancel={onClose} footer={null} destroyOnHidden>
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}
