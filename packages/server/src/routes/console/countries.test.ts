import { DEFAULT_DIAL_CODE } from '@saham/domain/phone';
import { countryListResponse } from '@saham/domain/api/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { flagOf } from './countries.ts';
import { countryDialCodes } from './country-dial-codes.ts';

let server: TestServer;
const path = '/api/country';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Country = { code: string; dial_code: string; flag: string; name: string };

describe('§7 GET /api/country returns dialCodes (web root, public)', () => {
  it('answers every country at the top level, §9’s Indonesia +62 first, the rest by name', async () => {
    const response = await server.request(path);
    expect(response.status).toBe(200);
    expect(countryListResponse.safeParse(response.body).success).toBe(true);
    const countries = response.body.dialCodes as Country[];
    expect(countries).toHaveLength(countryDialCodes.length);
    expect(countries[0]).toEqual(DEFAULT_DIAL_CODE);
    const names = countries.slice(1).map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(countries.find((country) => country.code === 'SG')).toEqual({
      code: 'SG',
      dial_code: '+65',
      flag: '🇸🇬',
      name: 'Singapore',
    });
  });

  it('searches by name (any case, any accent), ISO code or dial code', async () => {
    const search = async (text: string) =>
      ((await server.request(path, { query: { search: text } })).body.dialCodes as Country[]).map(
        (country) => country.code,
      );
    expect(await search('indo')).toEqual(['ID']);
    expect(await search('MALAY')).toEqual(['MY']);
    expect(await search('cote')).toEqual(['CI']);
    expect(await search('jp')).toEqual(['JP']);
    expect(await search('+62')).toEqual(['ID']);
    expect(await search('1 264')).toEqual(['AI']);
    expect((await search('65')).sort()).toEqual(['SG']);
    expect(await search('no such country')).toEqual([]);
  });

  it('ignores a token, and answers 400 for an over-long search', async () => {
    expect((await server.request(path, { token: 'whatever' })).status).toBe(200);
    const long = await server.request(path, { query: { search: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.data.field).toBe('search');
  });
});

describe('§3 dial-code flags', () => {
  it('turns an ISO code into its flag emoji', () => {
    expect(flagOf('ID')).toBe('🇮🇩');
    expect(flagOf('GB')).toBe('🇬🇧');
  });
});
