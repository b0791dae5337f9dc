// The route table (spec 01 §2). Remote screens are loaded at run time; see REMOTE_ROUTES.
import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from '../features/federation/components/RemoteRoute';
import { HomePage } from '../features/home/components/HomePage';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import type { Access } from './access';
import { Guarded } from './guards/Guarded';
import { LoginRoute } from './guards/LoginRoute';
import { REMOTE_ROUTES } from './remoteRoutes';

const GUARDED: Exclude<Access, 'anyone'>[] = ['admin', 'player', 'member'];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginRoute />} />
      <Route path="/login" element={<LoginRoute />} />
      {GUARDED.map((access) => (
        <Route key={access} element={<Guarded access={access} />}>
          {access === 'admin' && <Route path="/home" element={<HomePage />} />}
          {REMOTE_ROUTES.filter((route) => route.access === access).map((route) => (
            <Route key={route.path} path={route.path} element={<RemoteRoute key={route.path} remote={route.remote} module={route.module} />} />
          ))}
        </Route>
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
