// What the pages look like around the content: footer, colour mode, announcement bar.
import * as z from 'zod';
import { linkHref } from './link.ts';

const footerLink = z.strictObject({ label: z.string(), href: linkHref });

export const themeKeys = {
  footer: z
    .strictObject({
      style: z.enum(['dark', 'light']).default('dark'),
      copyright: z.string().optional(),
      logo: z
        .strictObject({ src: z.string(), alt: z.string().default(''), href: linkHref.optional() })
        .optional(),
      /** Either columns of links or a single row of links. */
      links: z
        .union([
          z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })),
          z.array(footerLink),
        ])
        .default([]),
    })
    .prefault({}),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
};
