import { changeEmailRequest, emptyRequest, idParams, loginRequest, registerRequest } from '@reality-draft/events';
import { requireRole, Unauthorized, validate } from '@reality-draft/kernel';
import { Router } from 'express';
import { demoAccountList } from './bootstrap/demoAccounts';
import type { IdentityDeps } from './identityDeps';
import { changePlayerEmail, resetPlayerPassword } from './player/managePlayer';
import { registerPlayer } from './player/registerPlayer';
import { login } from './sessions/login';

const SIGNED_OUT = 'Your account no longer exists. Please log in again.';

/** Identity's routes, mounted under /api. */
export function identityRouter(deps: IdentityDeps, options: { demo: boolean }): Router {
  const router = Router();

  router.post('/auth/login', validate({ body: loginRequest }), async (req, res) => {
    res.json(await login(deps, req.body.emailOrUsername, req.body.password, req.ip ?? 'unknown'));
  });

  router.post('/players/register', validate({ body: registerRequest }), async (req, res) => {
    res.status(201).json({ message: 'Account created', user: await registerPlayer(deps, req.body) });
  });

  router.get('/auth/demo-accounts', (_req, res) => {
    res.json(options.demo ? { enabled: true, accounts: demoAccountList() } : { enabled: false, accounts: [] });
  });

  for (const path of ['/auth/logout', '/admin/logout', '/players/logout']) {
    router.post(path, requireRole(), async (req, res) => {
      await deps.sessions.revoke(req.bearerToken!);
      res.status(204).end();
    });
  }

  router.get('/admin/me', requireRole('admin'), async (req, res) => {
    const admin = await deps.accounts.admin(req.principal!.id);
    if (!admin) throw new Unauthorized(SIGNED_OUT);
    res.json(admin);
  });

  router.get('/players/me', requireRole('player'), async (req, res) => {
    const player = await deps.accounts.player(req.principal!.id);
    if (!player) throw new Unauthorized(SIGNED_OUT);
    res.json(player);
  });

  router.get('/admin/players', requireRole('admin'), async (_req, res) => {
    res.json(await deps.accounts.allPlayers());
  });

  router.put('/admin/players/:id/email', requireRole('admin'), validate({ params: idParams, body: changeEmailRequest }), async (req, res) => {
    res.json(await changePlayerEmail(deps, req.principal!.id, String(req.params.id), req.body.email));
  });

  router.post('/admin/players/:id/reset-password', requireRole('admin'), validate({ params: idParams, body: emptyRequest }), async (req, res) => {
    res.json(await resetPlayerPassword(deps, req.principal!.id, String(req.params.id)));
  });

  return router;
}
