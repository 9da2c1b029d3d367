import { PromotionPage } from './promotion-page.tsx';

/**
 * spec §2 /promotion/detail/{id}: a promotion for members, opened from promo banners, popups,
 * the for-you feed and notifications.
 */
export function Component() {
  return <PromotionPage />;
}
