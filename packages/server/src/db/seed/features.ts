import { features } from '../schema.ts';
import type { SeedModule } from './seed-module.ts';

/**
 * spec §6: availability is asked per feature_name and "what each level permits is not shown".
 * Our design: reading and searching is free; trading ideas' VIP picks, Tanya Saham and the
 * portfolio review are VIP.
 */
export const demoFeatures = [
  { name: 'analysis', description: 'Analysis (updates) articles and videos', minLevel: 'free' },
  { name: 'education', description: 'Education articles and videos', minLevel: 'free' },
  { name: 'stock-search', description: 'Stock list, detail and chart', minLevel: 'free' },
  { name: 'faq', description: 'Frequently asked questions', minLevel: 'free' },
  { name: 'stock-pick', description: 'Live trade stock picks (trading ideas)', minLevel: 'vip' },
  { name: 'tanya-saham', description: 'Ask an analyst about a stock', minLevel: 'vip' },
  { name: 'tanya-portofolio', description: 'Ask an analyst about a portfolio', minLevel: 'vip' },
  { name: 'tanya-custom', description: 'Ask an analyst about another matter', minLevel: 'vip' },
] as const;

/** Seeds the feature table behind member_products/available. */
export const featureSeed: SeedModule = {
  name: 'features',
  async run({ db }) {
    await db.insert(features).values(
      demoFeatures.map((feature) => ({
        ...feature,
        message: feature.minLevel === 'vip' ? 'Upgrade ke VIP untuk membuka fitur ini' : null,
      })),
    );
  },
};
