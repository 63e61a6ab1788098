import { Flex, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { MatrizLogo } from '../../../components/logo.tsx';
import { LARGE_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useLogin } from '../api/login.ts';
import { useLoginCas } from '../api/login-cas.ts';
import { loadAuthSchemas } from '../api/load-auth-schemas.ts';
import { LoginForm, type LoginValues } from '../components/login-form.tsx';
import { useLoginOutcome } from '../hooks/use-login-outcome.ts';

// Issue 8 §4: what the first paint of the login does not need arrives after it — the carousel (large screens
// only, decorative), the recovery form (on its link) and the sign-in schemas (asked for once the form is drawn).
const LoginCarousel = lazy(() =>
  import('../components/login-carousel.tsx').then((m) => ({ default: m.LoginCarousel })),
);
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);

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
  const { token } = theme.useToken();

  useEffect(() => {
    void loadAuthSchemas();
  }, []);

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
          <Suspense fallback={null}>
            <LoginCarousel />
          </Suspense>
        </Flex>
      )}
      <Flex component="main" align="center" justify="center" style={{ flex: '1 1 45%', padding: 24 }}>
        <div
          style={{
            width: '100%',
            maxWidth: 400,
            padding: token.paddingLG,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <MatrizLogo height={40} style={{ marginBottom: 32 }} />
          {view.name === 'login' ? (
            <LoginForm
              loading={login.isPending || casPending}
              onSubmit={submit}
              onForgotPassword={(email) => setView({ name: 'forgot', email })}
            />
          ) : (
            <Suspense fallback={null}>
              <ForgotPasswordForm initialEmail={view.email} onClose={() => setView({ name: 'login' })} />
            </Suspense>
          )}
        </div>
      </Flex>
    </Flex>
  );
}
