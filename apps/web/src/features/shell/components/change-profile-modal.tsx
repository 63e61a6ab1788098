import { InfoCircleOutlined } from '@ant-design/icons';
import { authMessages, changeProfileInput, passwordMessages } from '@matriz/contracts';
import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

import { schemaRule } from '../../../lib/form-rules.ts';
import { useSessionStore } from '../../../lib/storage.ts';
import { useChangeProfile } from '../api/change-profile.ts';

interface ProfileValues {
  newUserName: string;
  newUserEmail: string;
}

function ChangeProfileForm({ onDone }: { onDone: () => void }) {
  const { message, notification } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const loginToken = useSessionStore((s) => s.loginToken ?? '');
  const [incomplete, setIncomplete] = useState(false);
  const change = useChangeProfile();

  const submit = ({ newUserName, newUserEmail }: ProfileValues) => {
    setIncomplete(false);
    change.mutate(
      {
        newUserName: newUserName.trim(),
        newUserEmail: newUserEmail.trim(),
        token: loginToken,
        email: user?.email ?? '',
      },
      {
        onSuccess: () => {
          void message.success(authMessages.profileChanged);
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
    <Form<ProfileValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ newUserName: user?.nome ?? '', newUserEmail: user?.email ?? '' }}
      onFinish={submit}
      onFinishFailed={() => setIncomplete(true)}
      noValidate
    >
      <Form.Item name="newUserName" label="Nome" rules={[schemaRule(changeProfileInput.shape.newUserName)]}>
        <Input autoComplete="name" autoFocus />
      </Form.Item>
      <Form.Item
        name="newUserEmail"
        label="E-mail"
        rules={[schemaRule(changeProfileInput.shape.newUserEmail)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        <InfoCircleOutlined aria-hidden /> O nome e o e-mail são atualizados depois que você entrar novamente.
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

/** 'Alterar Perfil' (spec 000 §2.5): name and e-mail. */
export function ChangeProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Alterar Perfil" onCancel={onClose} footer={null} destroyOnHidden>
      <ChangeProfileForm onDone={onClose} />
    </Modal>
  );
}
