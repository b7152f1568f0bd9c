import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@croupier/ui/styles.css';
import './styles.css';
import { App } from './App.tsx';
import { getTabStore } from './useProgress.ts';

// The first paint waits for the saved progress (IndexedDB answers in milliseconds; the store always
// resolves, in memory when the browser gives no storage), so no screen starts from an empty progress.
void getTabStore().ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
