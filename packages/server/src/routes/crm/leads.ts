import type { ContractRoutes } from '../../contract.ts';
import { leads } from '../../db/schema.ts';
import { leadInterestLabel } from '@saham/domain/lead';
import { normalisePhone } from '@saham/domain/phone';

/**
 * The line-break code of a lead's whatsapp_text: URL-encoded, as a wa.me link carries it. spec §7:
 * the app turns each line-break code into '.' and a newline (domain text.ts
 * formatLeadWhatsappText), so the server keeps the raw codes and ends no line with a full stop.
 */
export const WHATSAPP_LINE_BREAK = '%0A';

/**
 * The message a member sends the sales team on WhatsApp about a lead, one line per fact.
 * @example whatsappTextOf({ name: 'Ani', phone: '6281234567890', source: 'landing-page' }) // 'Halo tim Saham%0ASaya Ani ...'
 */
export function whatsappTextOf(lead: {
  name: string;
  phone: string;
  source: string;
  product?: string | undefined;
}): string {
  const lines = [
    'Halo tim Saham',
    `Saya ${lead.name}, nomor WhatsApp ${lead.phone}`,
    `Saya tertarik dengan ${lead.product ? leadInterestLabel(lead.product) : 'Membership VIP'}`,
    `Sumber: ${lead.source}`,
  ];
  return lines.join(WHATSAPP_LINE_BREAK);
}

/** spec §1 lead capture, §7 POST crm/ex/v1/lead: stores the lead and answers its whatsapp_text. */
export const leadRoutes: ContractRoutes = (implement) => {
  implement('leadCreate', async ({ body, viewer, services }) => {
    // One stored form for a number, as the member service keeps it ('08…' becomes '628…').
    const phone = normalisePhone(body.phone);
    const [lead] = await services.db
      .insert(leads)
      .values({
        accountId: viewer.account.id,
        name: body.name,
        email: body.email ?? null,
        phone,
        source: body.source,
        interest: body.product ?? null,
        message: body.message ?? null,
        createdAt: services.now(),
      })
      .returning({ id: leads.id });
    return {
      status: 201,
      message: 'success',
      data: { id: lead?.id as number, whatsapp_text: whatsappTextOf({ ...body, phone }) },
    };
  });
};
