import { afterFailure } from './retryPolicy';

const write = { method: 'POST', connected: false, reusedSocket: false, answered: false };

describe('what a failed try at a copy allows', () => {
  it('sends a write to another copy when its connection never opened: refused, or reset while connecting', () => {
    expect(afterFailure({ ...write, code: 'ECONNREFUSED' })).toEqual({ next: 'another', down: true });
    expect(afterFailure({ ...write, code: 'ECONNRESET' })).toEqual({ next: 'another', down: true });
  });

  it('never sends a write again once its connection had opened, nor anything once the answer began', () => {
    expect(afterFailure({ ...write, connected: true, code: 'ECONNRESET' })).toEqual({ next: 'give-up', down: true });
    expect(afterFailure({ ...write, connected: true, answered: true, code: 'ECONNRESET' })).toEqual({ next: 'give-up', down: false });
    expect(afterFailure({ ...write, method: 'GET', connected: true, code: 'ECONNRESET' })).toEqual({ next: 'another', down: true });
  });

  it('sends again on a new connection what went out on a kept-alive socket the copy had just closed', () => {
    expect(afterFailure({ ...write, method: 'GET', connected: true, reusedSocket: true, code: 'ECONNRESET' })).toEqual({ next: 'again', down: false });
  });
});
