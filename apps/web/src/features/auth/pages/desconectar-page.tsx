import { ExclamationCircleOutlined } from '@ant-design/icons';
import { authMessages, routes } from '@matriz/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';

import { clearStorage, useSessionStore } from '../../../lib/storage.ts';
import { useDeleteConflictToken } from '../api/delete-conflict-token.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useLoginOutcome } from '../hooks/use-login-outcome.ts';

/** Spec 000 §2.7: another session is open; continuing closes it and signs in again. */
export function DesconectarPage() {
  // read once: the flow clears the storage before signing in again, the page must not react to that
  const [conflict] = useState(() => useSessionStore.getState().conflict);
  const deleteToken = useDeleteConflictToken();
  const login = useLogin();
  const outcome = useLoginOutcome();

  if (!conflict) return <Navigate to={routes.login.path} replace />;

  const proceed = async () => {
    try {
      await deleteToken.mutateAsync({
        token: conflict.tempToken,
        isForcedLogin: conflict.isForcedLogin,
        loginToken: conflict.loginToken,
        isOnline: conflict.isOnline,
      });
      clearStorage();
      outcome.onSuccess(
        await login.mutateAsync({ Email: conflict.email, Password: '', Token: conflict.tempToken }),
      );
    } catch {
      // a failed delete shows the global notice; a failed login only stops the loading, as on the login page
    }
  };

  return (
    <AuthCard>
      <Flex vertical gap={8}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          <ExclamationCircleOutlined style={{ color: '#d48806', marginRight: 8 }} />
          {authMessages.sessionConflict}
        </Typography.Title>
        <Typography.Paragraph>
          Já existe uma sessão aberta com o seu usuário em outro navegador ou dispositivo. Para continuar
          aqui, a outra sessão será encerrada.
        </Typography.Paragraph>
        <Flex gap={16} align="center">
          <Button
            type="primary"
            size="large"
            loading={deleteToken.isPending || login.isPending}
            onClick={proceed}
          >
            Continuar
          </Button>
          <Link to={routes.login.path}>voltar</Link>
        </Flex>
      </Flex>
    </AuthCard>
  );
}
