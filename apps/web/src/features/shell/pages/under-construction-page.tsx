import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';

import { HomeButton } from '../components/home-button.tsx';

/** The one placeholder for the areas whose issue is still to come: says so, fakes nothing. */
export function UnderConstructionPage({ area }: { area: string }) {
  return (
    <Result
      icon={<ToolOutlined aria-hidden />}
      title="Em construção"
      subTitle={`${area}: esta área do Matriz está sendo construída e estará disponível em breve.`}
      extra={<HomeButton />}
    />
  );
}
