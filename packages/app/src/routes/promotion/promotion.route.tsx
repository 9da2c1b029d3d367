import { PromotionPage } from './promotion-page.tsx';

/**
 * spec §2 /promotion/{id}: the public promotion page, which a visitor can open too (a shared link);
 * its call (§7 GET promotion/{id}) is public.
 */
export function Component() {
  return <PromotionPage />;
}
