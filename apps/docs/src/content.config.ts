import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

/**
 * The site's pages (Starlight's docs collection under `src/content/docs/`) and its interface strings
 * (`src/content/i18n/ru.json`: the search dialog's words, which Starlight's Russian lacks).
 */
export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
