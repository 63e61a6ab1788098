import { CloseOutlined, MailOutlined } from '@ant-design/icons';
import { authMessages, errorMessages, textLimits } from '@matriz/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';

import { schemaRule } from '../../../lib/form-rules.ts';
import { loadEmailSchema } from '../api/load-auth-schemas.ts';
import { useSendRecoveryEmail } from '../api/send-recovery-email.ts';
import { useFeedback } from '../../../lib/notify.ts';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onClose: () => void;
}

/** The forgot-password view of the login screen (spec 000 §2.2). */
export function ForgotPasswordForm({ initialEmail, onClose }: ForgotPasswordFormProps) {
  const { notification } = useFeedback();
  const send = useSendRecoveryEmail();

  const submit = ({ Email }: { Email: string }) =>
    send.mutate(Email.trim(), {
      onSuccess: () => {
        notification.success({
          title: authMessages.recoverySentTitle,
          description: authMessages.recoverySent(Email),
        });
        onClose();
      },
      onError: () =>
        notification.error({ title: authMessages.recoveryFailTitle, description: authMessages.recoveryFail }),
    });

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ Email: initialEmail }}
      onFinish={submit}
      noValidate
    >
      <Flex justify="space-between" align="start">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Esqueci minha senha
        </Typography.Title>
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label="Fechar recuperação de senha"
          title="Fechar"
          onClick={onClose}
        />
      </Flex>
      <Typography.Paragraph type="secondary">
        Informe seu e-mail e enviaremos um link para você cadastrar uma nova senha.
      </Typography.Paragraph>
      <Form.Item
        name="Email"
        label="E-mail"
        validateFirst
        rules={[{ required: true, message: errorMessages.required }, schemaRule(loadEmailSchema)]}
      >
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="username"
          maxLength={textLimits.email}
          autoFocus
          size="large"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
        Enviar link para alteração de senha
      </Button>
    </Form>
  );
}
