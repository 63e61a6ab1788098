import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** Limpar, the screen's own actions (`children`), then Pesquisar, which submits the filter form it sits in. */
export function FilterActions({ onClear, children }: { onClear: () => void; children?: ReactNode }) {
  return (
    <>
      <Button icon={<ClearOutlined />} onClick={onClear}>
        Limpar
      </Button>
      {children}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        Pesquisar
      </Button>
    </>
  );
}
