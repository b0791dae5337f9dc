import { draftStream, type DraftCreated } from '@reality-draft/events';
import type { SmtpReceiver } from '@reality-draft/kernel/testing';
import { startMailingIdentity, type startIdentity } from '../../test/identityHarness';

type Harness = Awaited<ReturnType<typeof startIdentity>>;

/** A league's next season, as its players hear of it by mail (docs/league.md#seasons), through a real SMTP server. */
describe('the invitation to a league’s next season', () => {
  let smtp: SmtpReceiver;
  let app: Harness;
  let running: Awaited<ReturnType<typeof startMailingIdentity>>;
  beforeEach(async () => {
    running = await startMailingIdentity();
    ({ smtp, app } = running);
  });
  afterEach(() => running.stop());

  const created = (data: Partial<DraftCreated['data']>): DraftCreated => ({
    type: 'DraftCreated',
    data: {
      draftId: 'season-2',
      adminId: 'admin-1',
      joinCode: '246810',
      showType: 'survivor',
      draftDate: '2026-12-04',
      turnTimeLimit: 60,
      createdAt: new Date().toISOString(),
      ...data,
    },
  });

  it('mails each player of the season before its one-click join link, and no one for a league that is new', async () => {
    const [ann, ben] = [await app.register('ann@league.test', 'player-pass', 'Ann'), await app.register('ben@league.test', 'player-pass', 'Ben')];
    await app.running.events.append(draftStream('fresh-league'), [created({ draftId: 'fresh-league', joinCode: '135791' })], 'no-stream');
    const { position } = await app.running.events.append(
      draftStream('season-2'),
      [created({ name: 'The Tribe', previousDraftId: 'season-1', invited: [ann.id, ben.id, 'a-deleted-player'] })],
      'no-stream',
    );
    await app.running.runner.waitFor(position);
    const mails = await smtp.mails(2);
    expect(mails.map((mail) => (mail.to as { text: string }).text).sort()).toEqual(['ann@league.test', 'ben@league.test']);
    const annMail = mails.find((mail) => (mail.to as { text: string }).text === 'ann@league.test')!;
    expect(annMail.subject).toBe('The Tribe is back for next season');
    expect(annMail.text).toContain('Hi Ann,');
    expect(annMail.text).toContain('https://draft.example/join/246810');
    expect(annMail.html).toContain('href="https://draft.example/join/246810"');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(2);
  });
});
