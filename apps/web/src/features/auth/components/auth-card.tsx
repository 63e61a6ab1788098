import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';

import { MatrizLogo } from '../../../components/logo.tsx';

/** The centered card of the pages shown without the shell (reset password, session conflict). */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Card style={{ width: '100%', maxWidth: 460 }} variant="borderless">
        <MatrizLogo height={36} style={{ marginBottom: 24 }} />
        {children}
      </Card>
    </Flex>
  );
}
