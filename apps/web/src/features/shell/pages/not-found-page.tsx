import { Flex, Result } from 'antd';

import { HomeButton } from '../components/home-button.tsx';

/** /404: any unknown path lands here (spec 000 §2.1). */
export function NotFoundPage() {
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle="A página que você visitou não existe"
        extra={<HomeButton primary />}
      />
    </Flex>
  );
}
