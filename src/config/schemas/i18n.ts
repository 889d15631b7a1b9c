// The site's language, and the other locales it is published in (Docusaurus' shape). docgen
// builds the default locale; each other locale is expected under `<baseUrl><locale>/` (a build
// of its own), which the locale dropdown links to.
import * as z from 'zod';

export const i18nKeys = {
  i18n: z
    .strictObject({
      defaultLocale: z.string().min(1).default('en'),
      locales: z.array(z.string().min(1)).min(1).optional(),
      localeConfigs: z
        .record(z.string(), z.strictObject({ label: z.string().optional(), htmlLang: z.string().optional() }))
        .default({}),
    })
    .prefault({})
    .transform((i18n) => ({ ...i18n, locales: i18n.locales ?? [i18n.defaultLocale] }))
    .refine((i18n) => i18n.locales.includes(i18n.defaultLocale), {
      message: 'i18n.locales must include the defaultLocale',
      path: ['locales'],
    }),
};
