import './app/i18n';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeApiForE2E } from './app/e2e-hook';
import { Root } from './app/root';

exposeApiForE2E();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
