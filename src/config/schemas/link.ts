// A link the config writes into every page (navbar, footer): a path, an http(s), mail or phone
// address, or Docusaurus's `pathname://`; never a scheme that runs code (`javascript:`, `data:`).
import * as z from 'zod';
import { isWritableLink } from '../../shared/link-schemes.ts';

export const linkHref = z
  .string()
  .refine(
    (href) => isWritableLink(href.trim()),
    'a link must be a path (`/guide`), an http(s), mailto: or tel: address, or `pathname:///path`',
  );
