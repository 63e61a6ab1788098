import { Alert, Button, Empty, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';

import type { CounterpartSearch } from './use-counterpart-search.ts';

/**
 * What the list says with no option to show: loading, or nothing found. A failure gives null, not an element:
 * antd keeps an empty list closed only when this is empty.
 */
export function counterpartNotFound(search: CounterpartSearch): ReactNode {
  if (search.waiting) {
    return (
      <Flex justify="center" style={{ padding: 8 }}>
        <Spin size="small" aria-label="Carregando contas" />
      </Flex>
    );
  }
  if (search.options.isError) return null;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma conta encontrada" />;
}

/** The open list (`menu`), then the next page loading, or a failed page with 'Tentar novamente'. */
export function CounterpartPopup({ menu, search }: { menu: ReactNode; search: CounterpartSearch }) {
  const { options } = search;
  return (
    <>
      {menu}
      {options.isFetchingNextPage && (
        <Flex justify="center" style={{ padding: 4 }}>
          <Spin size="small" aria-label="Carregando mais contas" />
        </Flex>
      )}
      {options.isError && (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar as contas."
          action={
            <Button size="small" onClick={() => void options.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      )}
    </>
  );
}
