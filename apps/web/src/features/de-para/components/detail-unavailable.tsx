import { ArrowLeftOutlined } from '@ant-design/icons';
import { deParaMessages, routes } from '@matriz/contracts';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

import { isApiError } from '../../../lib/api-client.ts';

/** Statuses that mean the grupo itself cannot be shown: a bad id (400), out of scope (403), not found (404). */
export function isGrupoUnavailable(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status);
}

/** A grupo the user may not see, or that does not exist: said plainly, with the way back. */
export function DetailUnavailable({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const status = isApiError(error) ? error.status : 404;
  const reason = isApiError(error) ? error.problem?.title : undefined;
  return (
    <Result
      status={status === 403 ? '403' : '404'}
      title={status === 403 ? 'Você não tem acesso a este grupo' : deParaMessages.grupoNotFound}
      subTitle={reason && reason !== deParaMessages.grupoNotFound ? reason : undefined}
      extra={
        <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => void navigate(routes.dePara.path)}>
          Voltar
        </Button>
      }
    />
  );
}
