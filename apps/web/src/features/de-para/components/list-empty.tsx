import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';

export interface ListEmptyProps {
  /** the list's query: a failed one is said as such, never as "nothing found" */
  query: { isError: boolean; refetch: () => Promise<unknown> };
  /** e.g. 'Não foi possível carregar a lista', above 'Tentar novamente' */
  failedText: string;
  /** nothing to show yet because the answer is on its way: 'Carregando…' */
  loading: boolean;
  /** the list answered with no rows, e.g. 'Nenhum registro pendente' */
  emptyText: string;
}

/** A De-Para table's empty state: failed (with 'Tentar novamente'), loading, or truly empty. */
export function ListEmpty({ query, failedText, loading, emptyText }: ListEmptyProps) {
  if (query.isError) {
    return (
      <Empty description={failedText}>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Empty>
    );
  }
  return <Empty description={loading ? 'Carregando…' : emptyText} />;
}
