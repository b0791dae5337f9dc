import { identityRoutes } from '@reality-draft/events';
import { routerFromTable, Unauthorized, type RouteHandler } from '@reality-draft/kernel';
import type { Request, Router } from 'express';
import { adminInLog } from './admin/adminInLog';
import { demoAccountList } from './bootstrap/demoAccounts';
import type { IdentityDeps } from './identityDeps';
import { changePlayerEmail, resetPlayerPassword } from './player/managePlayer';
import { deleteOwnAccount, deletePlayerAsAdmin } from './player/deletePlayer';
import { SIGNED_OUT } from './player/messages';
import { playerById } from './player/knownPlayers';
import { registerPlayer } from './player/registerPlayer';
import { requestPasswordReset } from './passwordReset/forgotPassword';
import { resetPasswordWithToken } from './passwordReset/resetPassword';
import { login } from './sessions/login';

const who = (req: Request) => req.principal!;

/** Identity's routes, mounted under /api, built from its route table. */
export function identityRouter(deps: IdentityDeps, options: { demo: boolean }): Router {
  const logout: RouteHandler = async (req, res) => {
    await deps.sessions.revoke(req.bearerToken!);
    res.status(204).end();
  };

  return routerFromTable(identityRoutes, {
    login: async (req, res) => {
      res.json(await login(deps, req.body.emailOrUsername, req.body.password, req.ip ?? 'unknown'));
    },
    register: async (req, res) => {
      res.status(201).json({ message: 'Account created', user: await registerPlayer(deps, req.body) });
    },
    forgotPassword: async (req, res) => {
      res.status(202).json(await requestPasswordReset(deps, req.body.email, req.ip ?? 'unknown'));
    },
    resetPassword: async (req, res) => {
      res.json(await resetPasswordWithToken(deps, req.body.token, req.body.newPassword, req.ip ?? 'unknown'));
    },
    demoAccounts: (_req, res) => {
      res.json(options.demo ? { enabled: true, accounts: demoAccountList() } : { enabled: false, accounts: [] });
    },
    logout,
    adminLogout: logout,
    playerLogout: logout,
    adminMe: async (req, res) => {
      // Right after start-up, the admin it created may not be in the accounts read model yet.
      const admin = (await deps.accounts.admin(who(req).id)) ?? (await adminInLog(deps.events, who(req).id));
      if (!admin) throw new Unauthorized(SIGNED_OUT);
      res.json(admin);
    },
    playerMe: async (req, res) => {
      // Right after registering, the dashboard asks before the accounts read model may show the player.
      const player = await playerById(deps, who(req).id);
      if (!player) throw new Unauthorized(SIGNED_OUT);
      res.json(player);
    },
    deleteMe: async (req, res) => {
      await deleteOwnAccount(deps, who(req).id, req.body.password, req.ip ?? 'unknown');
      res.status(204).end();
    },
    deletePlayer: async (req, res) => {
      await deletePlayerAsAdmin(deps, who(req).id, String(req.params.id));
      res.status(204).end();
    },
    listPlayers: async (_req, res) => {
      res.json(await deps.accounts.allPlayers());
    },
    changePlayerEmail: async (req, res) => {
      res.json(await changePlayerEmail(deps, who(req).id, String(req.params.id), req.body.email));
    },
    resetPlayerPassword: async (req, res) => {
      res.json(await resetPlayerPassword(deps, who(req).id, String(req.params.id)));
    },
  });
}
