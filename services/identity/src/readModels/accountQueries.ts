import type { AdminAccount, PlayerAccount } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';
import { toAdminAccount, toPlayerAccount, type AdminDocument, type PlayerDocument } from './accountDocuments';
import { accountKey } from '../accounts/accountKey';
import { ADMINS, PLAYERS } from './accountsProjection';

/** Reads of the accounts read model. */
export class AccountQueries {
  constructor(private readonly docs: DocumentStore) {}

  private get players() {
    return this.docs.collection<PlayerDocument>(PLAYERS);
  }

  private get admins() {
    return this.docs.collection<AdminDocument>(ADMINS);
  }

  async player(id: string): Promise<PlayerAccount | null> {
    const doc = await this.players.findOne({ id });
    return doc && toPlayerAccount(doc);
  }

  async playerByEmail(email: string): Promise<PlayerAccount | null> {
    const doc = await this.players.findOne({ email });
    return doc && toPlayerAccount(doc);
  }

  async allPlayers(): Promise<PlayerAccount[]> {
    return (await this.players.find({}, { sort: { createdAt: 1 } })).map(toPlayerAccount);
  }

  async admin(id: string): Promise<AdminAccount | null> {
    const doc = await this.admins.findOne({ id });
    return doc && toAdminAccount(doc);
  }

  async adminByUsername(username: string): Promise<AdminAccount | null> {
    const doc = await this.admins.findOne({ usernameKey: accountKey(username) });
    return doc && toAdminAccount(doc);
  }
}
