import { Button, Flex, Result } from 'antd';
import { useRouteError } from 'react-router';

/** A screen that failed to load (chunk error or timeout) or to render. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title="Não foi possível abrir esta tela"
        subTitle="Verifique sua conexão e tente novamente. Se o problema continuar, entre em contato com nosso suporte."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recarregar
          </Button>
        }
      />
    </Flex>
  );
}
