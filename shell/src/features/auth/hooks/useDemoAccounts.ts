// The demo accounts the server offers (GET /api/auth/demo-accounts), read once when the login screen
// is drawn; none while the answer is pending, on a failure or when the server has them disabled.
import { useEffect, useState } from 'react';
import { authApi, type DemoAccount } from '../api/authApi';

export function useDemoAccounts(): DemoAccount[] {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void authApi.demoAccounts(controller.signal).then(({ data }) => {
      if (!controller.signal.aborted && data?.enabled) setAccounts(data.accounts ?? []);
    });
    return () => controller.abort();
  }, []);
  return accounts;
}
