import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/app-routes.tsx';
import './app/global.css';
import './app/public-frame.css';
import './app/marketing-banner.css';
import './app/public-screens.css';
import './app/data-area.css';
import './app/script-fonts.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
