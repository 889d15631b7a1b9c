// The browser runtime: attaches behaviour to the server-rendered HTML. No React here; islands
// (e.g. search) are loaded on demand as separate chunks.
import { setupAnnouncement } from './announcement.ts';
import { setupCodeBlocks } from './code-blocks.ts';
import { setupDrawer } from './drawer.ts';
import { setupSearch } from './search/trigger.ts';
import { setupSidebarCategories } from './sidebar.ts';
import { setupTheme } from './theme.ts';

setupTheme();
setupDrawer();
setupSidebarCategories();
setupCodeBlocks(document);
setupAnnouncement();
setupSearch();
