import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnMissingChunks } from './chunks';
import { Entry } from './Entry';

reloadOnMissingChunks();

// Entry shows the login screen by itself and loads the react-admin console (App) once signed in.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Entry />
  </StrictMode>,
);
