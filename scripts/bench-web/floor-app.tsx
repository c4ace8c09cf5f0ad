/**
 * The floor of `npm run bench:web` (BENCH_FLOOR=1): the baseline's page (minimal-login.tsx) as the
 * portal loads its parts, only its components' stylesheets and React Router's declarative routes,
 * and no web font. What the first paint of a text rendered by this stack costs at least, before any
 * code of the portal.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Button.css';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoginPage, renderApp } from './minimal-login';

renderApp(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<LoginPage />} />
    </Routes>
  </BrowserRouter>,
);
