// Entry of the public results bundle (results.html): React only, no react-admin, no MUI.
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './risultati.css';

createRoot(document.getElementById('root')!).render(<App />);
