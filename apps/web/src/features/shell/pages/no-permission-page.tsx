import { Result } from 'antd';

import { HomeButton } from '../components/home-button.tsx';

/** /semPermissao: where the guard sends a user without the route's rule. */
export function NoPermissionPage() {
  return (
    <Result
      status="403"
      title="403"
      subTitle="Ops, você não tem permissão para acessar essa página"
      extra={<HomeButton primary />}
    />
  );
}
