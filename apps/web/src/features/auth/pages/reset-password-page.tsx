import { ArrowLeftOutlined } from '@ant-design/icons';
import { authMessages, routes, textLimits, validatePasswordPair } from '@matriz/contracts';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { PageLoader } from '../../../components/page-loader.tsx';
import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { getPasswordProblemField } from '../../../components/password-problem-field.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useValidateResetToken } from '../api/validate-reset-token.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useFeedback } from '../../../lib/notify.ts';

/** Spec 000 §9: back to the public page 2000 ms after the submit. */
export const RESET_REDIRECT_MS = 2000;

interface ResetValues {
  password: string;
  passwordConfirmation: string;
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const check = useValidateResetToken(token);
  const reset = useResetPassword();
  const [form] = Form.useForm<ResetValues>();
  const password = Form.useWatch('password', form);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (check.isError) void navigate(routes.login.path, { replace: true });
  }, [check.isError, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(routes.login.path, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!check.isSuccess) return <PageLoader fullScreen />;

  const submit = ({ password: pw, passwordConfirmation }: ResetValues) => {
    const invalid = validatePasswordPair(pw, passwordConfirmation, 'redefinir-senha');
    setProblem(invalid);
    if (invalid) {
      const field = getPasswordProblemField(invalid) === 'password' ? 'password' : 'passwordConfirmation';
      form.scrollToField(field, { focus: true, block: 'center' });
      return;
    }
    reset.mutate(
      { password: pw, passwordConfirmation, token },
      {
        onSuccess: () => void message.success(authMessages.passwordChanged),
        // success or error, the page returns to the login (spec 000 §4); the error notice is the global one
        onSettled: () => setDone(true),
      },
    );
  };

  return (
    <AuthCard>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Redefinir senha
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Cadastre uma nova senha para acessar o Matriz.
      </Typography.Paragraph>
      <Form<ResetValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={done}>
        <Form.Item name="password" label="Nova senha">
          <Input.Password autoComplete="new-password" maxLength={textLimits.senha} autoFocus size="large" />
        </Form.Item>
        <PasswordChecklist password={password} />
        <Form.Item name="passwordConfirmation" label="Confirme a nova senha">
          <Input.Password autoComplete="new-password" maxLength={textLimits.senha} size="large" />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          Alterar senha
        </Button>
      </Form>
      <Link to={routes.login.path} style={{ display: 'inline-block', marginTop: 16 }}>
        <ArrowLeftOutlined /> Voltar para o login
      </Link>
    </AuthCard>
  );
}
