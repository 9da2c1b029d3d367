import { TEXT_LIMITS } from '@saham/domain/api/common';
import { formatLeadWhatsappText } from '@saham/domain/text';
import { INVALID_WA_NUMBER_MESSAGE } from '@saham/domain/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.ts';
import { logInDemo, type DemoSession } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let free: DemoSession;
const path = '/backend/crm/ex/v1/lead';
const lead = {
  name: 'Ani Gratis',
  phone: '6281234567890',
  email: 'ani@example.com',
  source: 'landing-page',
  product: 'vip-1-tahun',
  message: 'Mohon info promo',
};

beforeAll(async () => {
  server = await startTestServer();
  free = await logInDemo(server, 'free');
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

describe('§7 POST crm/ex/v1/lead', () => {
  it('stores the lead for the member and answers 201 with its id', async () => {
    const response = await server.request(path, { token: free.token, body: lead });
    expect(response.status).toBe(201);
    const [row] = await server.services.db
      .select()
      .from(leads)
      .where(eq(leads.id, response.body.data.id));
    expect(row).toMatchObject({
      accountId: free.id,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      source: lead.source,
      interest: lead.product,
      message: lead.message,
    });
  });

  it('answers whatsapp_text with raw line-break codes, which the app turns into ". + newline"', async () => {
    const response = await server.request(path, { token: free.token, body: lead });
    const text = response.body.data.whatsapp_text as string;
    expect(text).toContain('%0A');
    expect(text).not.toContain('\n');
    expect(text).toContain('Ani Gratis');
    expect(text).toContain('vip 1 tahun');
    const shown = formatLeadWhatsappText(text);
    expect(shown.split('\n')).toHaveLength(text.split('%0A').length);
    expect(shown).toMatch(/^Halo tim Saham\.\nSaya Ani Gratis/);
  });

  it('takes a lead with only the required fields', async () => {
    const response = await server.request(path, {
      token: free.token,
      body: { name: 'Budi', phone: '081298765432', source: 'promo-banner' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.whatsapp_text).toContain('tertarik dengan Membership VIP');
    // §5: 08… and 628… are the same number; the lead keeps the canonical form.
    expect(response.body.data.whatsapp_text).toContain('6281298765432');
    const [row] = await server.services.db
      .select({ phone: leads.phone })
      .from(leads)
      .where(eq(leads.id, response.body.data.id));
    expect(row?.phone).toBe('6281298765432');
  });

  it('answers §5 "Invalid WA Number" for a bad phone, and 400 for a missing, wrong-typed or over-long field', async () => {
    const phone = await server.request(path, {
      token: free.token,
      body: { ...lead, phone: '12' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe(INVALID_WA_NUMBER_MESSAGE);
    const missing = await server.request(path, {
      token: free.token,
      body: { ...lead, name: undefined },
    });
    expect(missing.body.message).toBe('name is required');
    const wrongType = await server.request(path, {
      token: free.token,
      body: { ...lead, name: 42 },
    });
    expect(wrongType.status).toBe(400);
    const long = await server.request(path, {
      token: free.token,
      body: { ...lead, message: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.data.field).toBe('message');
    const source = await server.request(path, {
      token: free.token,
      body: { ...lead, source: 'Landing Page' },
    });
    expect(source.body.data.field).toBe('source');
  });

  it('stores a name and a source as long as the contract allows (issue 24: 101 characters answered 500)', async () => {
    const name = 'N'.repeat(TEXT_LIMITS.name);
    const source = 's'.repeat(TEXT_LIMITS.slug);
    const response = await server.request(path, {
      token: free.token,
      body: { ...lead, name, source },
    });
    expect(response.status).toBe(201);
    const [row] = await server.services.db
      .select({ name: leads.name, source: leads.source })
      .from(leads)
      .where(eq(leads.id, response.body.data.id));
    expect(row).toEqual({ name, source });
  });

  it('answers 401 without a token and stores nothing', async () => {
    const before = await server.services.db.select({ id: leads.id }).from(leads);
    expect((await server.request(path, { body: lead })).status).toBe(401);
    expect((await server.request(path, { token: 'bad', body: lead })).status).toBe(401);
    expect(await server.services.db.select({ id: leads.id }).from(leads)).toHaveLength(
      before.length,
    );
  });
});
