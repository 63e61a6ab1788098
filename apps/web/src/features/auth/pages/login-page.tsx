import { Card, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { MatrizLogo } from '../../../components/logo.tsx';
import { LARGE_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useLogin } from '../api/login.ts';
import { useLoginCas } from '../api/login-cas.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginCarousel } from '../components/login-carousel.tsx';
import { LoginForm, type LoginValues } from '../components/login-form.tsx';
import { useLoginOutcome } from '../hooks/use-login-outcome.ts';

/** Visiting /?email=..&key=.. signs in through single sign-on, then drops the parameters from the address. */
function useCasLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cas = useLoginCas();
  const outcome = useLoginOutcome();
  const started = useRef(false);
  const email = params.get('email');
  const key = params.get('key');

  useEffect(() => {
    if (!email || !key || started.current) return;
    started.current = true;
    void navigate({ search: '' }, { replace: true });
    cas.mutate(
      { email, key },
      { onSuccess: outcome.onSuccess, onError: (error) => outcome.onError(error, email) },
    );
  }, [email, key, cas, navigate, outcome]);

  return cas.isPending;
}

export function LoginPage() {
  const large = useMediaQuery(LARGE_SCREEN);
  const [view, setView] = useState<{ name: 'login' } | { name: 'forgot'; email: string }>({ name: 'login' });
  const login = useLogin();
  const outcome = useLoginOutcome();
  const casPending = useCasLogin();

  const submit = ({ Email, Password }: LoginValues) =>
    login.mutate(
      { Email: Email.trim(), Password },
      { onSuccess: outcome.onSuccess, onError: (error) => outcome.onError(error, Email.trim()) },
    );

  return (
    <Flex style={{ minHeight: '100vh' }}>
      {large && (
        <Flex
          component="aside"
          align="center"
          justify="center"
          style={{ flex: '1 1 55%', background: 'linear-gradient(160deg, #0f2b3a 0%, #1f6f8b 100%)' }}
        >
          <LoginCarousel />
        </Flex>
      )}
      <Flex component="main" align="center" justify="center" style={{ flex: '1 1 45%', padding: 24 }}>
        <Card style={{ width: '100%', maxWidth: 400 }} variant="borderless">
          <MatrizLogo height={40} style={{ marginBottom: 32 }} />
          {view.name === 'login' ? (
            <LoginForm
              loading={login.isPending || casPending}
              onSubmit={submit}
              onForgotPassword={(email) => setView({ name: 'forgot', email })}
            />
          ) : (
            <ForgotPasswordForm initialEmail={view.email} onClose={() => setView({ name: 'login' })} />
          )}
        </Card>
      </Flex>
    </Flex>
  );
}
