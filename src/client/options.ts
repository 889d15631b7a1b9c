// Build-time options compiled into the browser bundle (see src/bundle/bundle-assets.ts).
export interface ClientOptions {
  baseUrl: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementId: string | null;
  hideOnScroll: boolean;
  /** The Try-it console's script (src/bundle/console-bundle.ts), or null when the site has none. */
  consoleUrl: string | null;
}

declare const __DOCGEN_OPTIONS__: string;
export const options: ClientOptions = JSON.parse(__DOCGEN_OPTIONS__);
