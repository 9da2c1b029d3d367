import { demoAccounts } from '@saham/server/db/seed/demo-accounts';
import { type TestServer, startTestServer } from '@saham/server/testing/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { type Api, createApi } from '../../http/api.ts';
import { loadChartResolutions } from './chart-resolutions.ts';

let server: TestServer;
let token: string | null = null;
const hooks = { token: () => token, location: () => ({ pathname: '/chart', search: '' }) };
const vip = demoAccounts.find((account) => account.label === 'VIP member');

beforeAll(async () => {
  server = await startTestServer();
  const login = await createApi(readConfig({}, server.url).baseUrls, hooks).call('authLogin', {
    body: { email: vip?.email ?? '', password: vip?.password ?? '', device: 'web' },
    flow: 'login',
  });
  token = login.data.token;
});
afterAll(async () => {
  await server.close();
});

/** The real client, counting the calls it sends. */
function counted(api: Api): { api: Pick<Api, 'call'>; calls: () => number } {
  let calls = 0;
  return {
    api: {
      call: ((...args: Parameters<Api['call']>) => {
        calls += 1;
        return api.call(...args);
      }) as Api['call'],
    },
    calls: () => calls,
  };
}

describe('§2 /chart resolutions from §7 trading-view/config', () => {
  it('falls back to daily when the configuration cannot be read, and asks again next time', async () => {
    // Nothing listens on port 9: the call really fails.
    const unreachable = counted(createApi(readConfig({}, 'http://127.0.0.1:9').baseUrls, hooks));
    await expect(loadChartResolutions(unreachable.api)).resolves.toEqual(['1D']);
    await expect(loadChartResolutions(unreachable.api)).resolves.toEqual(['1D']);
    expect(unreachable.calls()).toBe(2);
  });

  it("offers the reference server's resolutions, asked once per page view", async () => {
    const reference = counted(createApi(readConfig({}, server.url).baseUrls, hooks));
    await expect(loadChartResolutions(reference.api)).resolves.toEqual(['1D', '1W', '1M']);
    await expect(loadChartResolutions(reference.api)).resolves.toEqual(['1D', '1W', '1M']);
    expect(reference.calls()).toBe(1);
  });
});
