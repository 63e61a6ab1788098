import { InfoCircleOutlined } from '@ant-design/icons';
import {
  authMessages,
  changeProfileInput,
  currentPasswordMessages,
  passwordMessages,
  textLimits,
} from '@matriz/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

import { getFieldErrors, getLimitText } from '../../../lib/errors.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useSessionStore } from '../../../lib/storage.ts';
import { useChangeProfile } from '../api/change-profile.ts';
import { useFeedback } from '../../../lib/notify.ts';

interface ProfileValues {
  newUserName: string;
  newUserEmail: string;
  currentPassword?: string;
}

const SERVER_FIELDS = ['newUserName', 'newUserEmail', 'currentPassword'];

/** The server compares e-mails trimmed and in lower case: so does the form, to know when it changes. */
const sameEmail = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function ChangeProfileForm({ onDone }: { onDone: () => void }) {
  const { message, notification } = useFeedback();
  const user = useSessionStore((s) => s.user);
  const loginToken = useSessionStore((s) => s.loginToken ?? '');
  const [form] = Form.useForm<ProfileValues>();
  const [incomplete, setIncomplete] = useState(false);
  const change = useChangeProfile();
  const emailChanges = (email: string | undefined) => !sameEmail(email, user?.email);

  const submit = ({ newUserName, newUserEmail, currentPassword }: ProfileValues) => {
    setIncomplete(false);
    change.mutate(
      {
        newUserName: newUserName.trim(),
        newUserEmail: newUserEmail.trim(),
        // sent only where the server asks for it: a name-only change needs no password
        ...(emailChanges(newUserEmail) ? { currentPassword: currentPassword ?? '' } : {}),
        token: loginToken,
        email: user?.email ?? '',
      },
      {
        onSuccess: () => {
          void message.success(authMessages.profileChanged);
          onDone();
        },
        onError: (error) => {
          // 'Senha atual incorreta', 'Este e-mail já está em uso': on their field, which gets the focus
          const fields = getFieldErrors(error).filter((f) => SERVER_FIELDS.includes(f.name));
          form.setFields(fields as Parameters<typeof form.setFields>[0]);
          if (fields[0]) form.scrollToField(fields[0].name, { focus: true, block: 'center' });
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
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ newUserName: user?.nome ?? '', newUserEmail: user?.email ?? '' }}
      onFinish={submit}
      onFinishFailed={() => setIncomplete(true)}
      onValuesChange={(changed: Partial<ProfileValues>) => {
        // the e-mail set back to the current one: the password it asked for is no longer missing
        if ('newUserEmail' in changed && form.getFieldError('currentPassword').length > 0)
          void form.validateFields(['currentPassword']).catch(() => undefined);
      }}
      noValidate
    >
      <Form.Item name="newUserName" label="Nome" rules={[schemaRule(changeProfileInput.shape.newUserName)]}>
        <Input autoComplete="name" maxLength={textLimits.nome} showCount autoFocus />
      </Form.Item>
      <Form.Item
        name="newUserEmail"
        label="E-mail"
        rules={[schemaRule(changeProfileInput.shape.newUserEmail)]}
      >
        <Input type="email" autoComplete="email" maxLength={textLimits.email} />
      </Form.Item>
      <Form.Item
        name="currentPassword"
        label="Senha atual"
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (emailChanges(getFieldValue('newUserEmail') as string | undefined) && !value)
                throw new Error(currentPasswordMessages.required);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="current-password" maxLength={textLimits.senha} />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        <InfoCircleOutlined aria-hidden /> O nome e o e-mail são atualizados depois que você entrar novamente.
        Para trocar o e-mail, informe a sua senha atual.
      </Typography.Paragraph>
      {incomplete && (
        <Alert type="error" showIcon title={passwordMessages.bothRequired} style={{ marginBottom: 16 }} />
      )}
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
 * 'Alterar Perfil' (spec 000 §2.5): name and e-mail; a new e-mail also asks for the current password (issue 8
 * §1: checked by the server, so that a stolen session cannot take the account).
 */
export function ChangeProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Alterar Perfil" onCancel={onClose} footer={null} destroyOnHidden>
      <ChangeProfileForm onDone={onClose} />
    </Modal>
  );
}
