import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNonce } from 'get-nonce';
import { routes } from './app/routes.tsx';
import { QueryProvider } from './app/providers.tsx';
import './styles.css';

// The server's CSP allows <style> elements only with this response's nonce (the dialog scroll lock needs one).
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>
  </StrictMode>,
);
