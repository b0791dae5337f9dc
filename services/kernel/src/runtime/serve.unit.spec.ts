import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer, hostFromEnv, listen } from './serve';

describe('where a process listens', () => {
  it('on the loopback interface unless told', async () => {
    const server = await listen(express(), 0);
    try {
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await closeServer(server, 100);
    }
  });

  it('on the interface HOST names', async () => {
    expect(hostFromEnv({})).toBe('127.0.0.1');
    expect(hostFromEnv({ HOST: ' ' })).toBe('127.0.0.1');
    expect(hostFromEnv({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    const server = await listen(express(), 0, hostFromEnv({ HOST: '0.0.0.0' }));
    try {
      expect((server.address() as AddressInfo).address).toBe('0.0.0.0');
    } finally {
      await closeServer(server, 100);
    }
  });
});
