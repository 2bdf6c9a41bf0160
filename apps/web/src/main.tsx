import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { setNavigator } from './lib/api-client.ts';
import './styles/global.css';

// The server rendered the head for crawlers; from here React owns it.
document.querySelectorAll('[data-ssr-head]').forEach((element) => element.remove());

const router = createRouter();
setNavigator((to, options) => void router.navigate(to, { replace: options?.replace ?? false }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
