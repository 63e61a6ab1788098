import { Flex, Spin } from 'antd';

/** Centered spinner for a screen that is loading. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" aria-label="Carregando" />
    </Flex>
  );
}
