import tailwindcss from '@tailwindcss/vite';
import { defineMain } from '@storybook/react-vite/node';
import { mergeConfig } from 'vite';

/**
 * Storybook for @saham/ui, at the root so designers, reviewers and the story tests (vitest.config.ts)
 * share one configuration. Stories live beside their components in packages/ui.
 */
export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The machines have no network beyond the package registry: nothing may phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    return mergeConfig(config, {
      plugins: [tailwindcss()],
    });
  },
});
