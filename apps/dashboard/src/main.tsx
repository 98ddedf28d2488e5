import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppContext, takeAuthFromAddress } from './appContext';

const context = createAppContext();
takeAuthFromAddress(context);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App context={context} />
  </StrictMode>,
);
