import { Alert, Button, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';

import { getServerText } from '../../../lib/errors.ts';

interface RecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetchedAfterMount: boolean;
}

/**
 * An edit form once its record has loaded on this opening; the load's error (with a close button) or a spinner
 * until then. A copy cached by an earlier opening may predate a save (here or elsewhere), and the form keeps
 * the values it started from: it waits for the answer asked now, and a failed answer never falls back to the copy.
 */
export function LoadedRecord<T>(props: {
  query: RecordQuery<T>;
  notFound: string;
  loadingLabel: string;
  onDone: () => void;
  children: (record: T) => ReactNode;
}) {
  const { query, notFound, loadingLabel, onDone, children } = props;
  if (query.isError)
    return (
      <Flex vertical gap={16}>
        <Alert type="error" showIcon title={getServerText(query.error, notFound)} />
        <Flex justify="flex-end">
          <Button onClick={onDone}>Fechar</Button>
        </Flex>
      </Flex>
    );
  if (query.data && query.isFetchedAfterMount) return <>{children(query.data)}</>;
  return (
    <Flex justify="center" style={{ padding: 32 }}>
      <Spin aria-label={loadingLabel} />
    </Flex>
  );
}
