import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { reportError } from './lib/errors.ts';
import './styles.css';

const router = createAppRouter();

// spec 000 §8: an error nobody caught gets the 'Erro interno' notification (request errors were already shown)
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof DOMException && event.reason.name === 'AbortError') return;
  reportError(event.reason);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado em index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
