import './reset.css';
import '@shoppable/ui/styles.css';
import '@shoppable/catalog/styles.css';
import '@shoppable/analytics/styles.css';
import '@shoppable/links/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
