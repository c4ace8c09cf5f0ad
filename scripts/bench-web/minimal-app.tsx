/**
 * The baseline of `npm run bench:web`: a minimal page of this same stack (minimal-login.tsx) with
 * Mantine's whole stylesheet and React Router's data router. It is what a first load of this stack
 * costs before any code of the portal.
 */
import '@mantine/core/styles.css';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoginPage, renderApp } from './minimal-login';

renderApp(<RouterProvider router={createBrowserRouter([{ path: '*', Component: LoginPage }])} />);
