import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useRouteError } from 'react-router';

/**
 * A screen that failed to load (chunk error or timeout) or to render. Plain markup rather than antd's Result,
 * whose illustrations would weigh on every first load (issue 8 §4): this page is part of the entry.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { token } = theme.useToken();
  console.error(error);
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', padding: 24 }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} aria-hidden />
      <h1
        style={{
          margin: 0,
          fontSize: token.fontSizeHeading3,
          fontWeight: 600,
          color: token.colorTextHeading,
        }}
      >
        Não foi possível abrir esta tela
      </h1>
      <p style={{ margin: 0, maxWidth: 520, textAlign: 'center', color: token.colorTextDescription }}>
        Verifique sua conexão e tente novamente. Se o problema continuar, entre em contato com nosso suporte.
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Recarregar
      </Button>
    </Flex>
  );
}
