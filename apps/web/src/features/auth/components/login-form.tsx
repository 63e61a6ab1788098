import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { errorMessages, loginInput, textLimits } from '@matriz/contracts';
import { Button, Form, Input, Typography } from 'antd';

import { schemaRule } from '../../../lib/form-rules.ts';

export interface LoginValues {
  Email: string;
  Password: string;
}

interface LoginFormProps {
  loading: boolean;
  onSubmit: (values: LoginValues) => void;
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ loading, onSubmit, onForgotPassword }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      disabled={loading}
      noValidate
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Entrar
      </Typography.Title>
      <Typography.Paragraph type="secondary">Acesse o painel financeiro da sua rede.</Typography.Paragraph>
      <Form.Item
        name="Email"
        label="E-mail"
        validateFirst
        rules={[{ required: true, message: errorMessages.required }, schemaRule(loginInput.shape.Email)]}
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
      <Form.Item name="Password" label="Senha" rules={[{ required: true, message: errorMessages.required }]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={textLimits.senha}
          size="large"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Entrar
        </Button>
      </Form.Item>
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={() => onForgotPassword(form.getFieldValue('Email') ?? '')}
      >
        Esqueci minha senha
      </Button>
    </Form>
  );
}
