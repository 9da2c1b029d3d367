import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { notificationCategories } from '../db/schema.ts';

/**
 * Renames one notification category, as an operator would in the console, so a test can tell the
 * server's names from the app's fallback (§7 GET push-notification/category; issue 26).
 * @example await renameNotificationCategory(server.services.db, 'content', 'Analisis & Edukasi')
 */
export async function renameNotificationCategory(
  db: Database,
  slug: string,
  name: string,
): Promise<void> {
  await db
    .update(notificationCategories)
    .set({ name })
    .where(eq(notificationCategories.slug, slug));
}
