import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { errorMessages, textLimits } from '@matriz/contracts';
import { Button, Form, Input, theme } from 'antd';

import { schemaRule } from '../../../lib/form-rules.ts';
import { loadEmailSchema } from '../api/load-auth-schemas.ts';

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
  const { token } = theme.useToken();
  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      disabled={loading}
      noValidate
    >
      {/* plain headings: Typography would add ~13 kB of gzip JS to the login's first load (issue 8 §4) */}
      <h1
        style={{
          margin: '0 0 8px',
          fontSize: token.fontSizeHeading3,
          fontWeight: 600,
          lineHeight: token.lineHeightHeading3,
          color: token.colorTextHeading,
        }}
      >
        Entrar
      </h1>
      <p style={{ margin: '0 0 16px', color: token.colorTextDescription }}>
        Acesse o painel financeiro da sua rede.
      </p>
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
