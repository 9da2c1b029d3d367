import { contractEndpoints, type ContractRoutes } from '../contract.ts';
import { collectHandlers } from '../http/endpoint.ts';
import { countryRoutes } from './console/countries.ts';
import { notificationRoutes } from './console/notifications.ts';
import { promotionRoutes } from './console/promotions.ts';
import { tickerRoutes } from './console/tickers.ts';
import { faqRoutes } from './content/faqs.ts';
import { forYouRoutes } from './content/for-you.ts';
import { postRoutes } from './content/posts.ts';
import { leadRoutes } from './crm/leads.ts';
import { portfolioRoutes } from './crm/portfolio.ts';
import { tanyaSahamRoutes } from './crm/tanya-saham.ts';
import { stockPickRoutes } from './emitten/stock-picks.ts';
import { stockRoutes } from './emitten/stocks.ts';
import { trackRecordRoutes } from './emitten/track-record.ts';
import { analysisChartRoutes } from './legacy/analysis-charts.ts';
import { gatewayRoutes } from './legacy/gateway.ts';
import { mediaRoutes } from './legacy/media.ts';
import { partnerRoutes } from './legacy/partner.ts';
import { stockDiaryRoutes } from './legacy/stock-diary.ts';
import { memberProductRoutes } from './member/member-products.ts';
import { passwordRoutes } from './member/passwords.ts';
import { phoneLoginRoutes } from './member/phone-login.ts';
import { profileRoutes } from './member/profile.ts';
import { registerRoutes } from './member/register.ts';
import { sessionRoutes } from './member/sessions.ts';

/**
 * Every route module the server mounts. A new area of §7 adds its module file under routes/ and
 * one line here; the completeness test then checks its keys.
 */
export const routeModules: readonly ContractRoutes[] = [
  sessionRoutes,
  phoneLoginRoutes,
  passwordRoutes,
  registerRoutes,
  profileRoutes,
  memberProductRoutes,
  stockRoutes,
  stockPickRoutes,
  trackRecordRoutes,
  postRoutes,
  faqRoutes,
  promotionRoutes,
  tickerRoutes,
  countryRoutes,
  leadRoutes,
  tanyaSahamRoutes,
  portfolioRoutes,
  stockDiaryRoutes,
  analysisChartRoutes,
  forYouRoutes,
  notificationRoutes,
  mediaRoutes,
  partnerRoutes,
  gatewayRoutes,
];

/**
 * The contract keys that have a handler, in contract order (no server needed). The final
 * integration test asserts this equals every key of the contract.
 * @example implementedEndpointKeys().includes('authLogin') // true
 */
export function implementedEndpointKeys(): string[] {
  const handlers = collectHandlers(contractEndpoints, routeModules);
  return Object.keys(contractEndpoints).filter((key) => handlers.has(key));
}
