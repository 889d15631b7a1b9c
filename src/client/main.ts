// The browser runtime: attaches behaviour to the server-rendered HTML. No React here; islands
// are loaded on demand as separate chunks (islands/mount-islands.ts).
import { setupAnnouncement } from './announcement.ts';
import { setupApiConsole } from './console/trigger.ts';
import { setupCodeBlocks } from './code-blocks.ts';
import { setupDocsVersion } from './docs-version.ts';
import { setupDrawer } from './drawer.ts';
import { mountIslands } from './islands/mount-islands.ts';
import { setupNavbarDropdowns } from './navbar-dropdowns.ts';
import { setupNavbarOverflow } from './navbar-overflow.ts';
import { setupHideOnScroll } from './navbar-scroll.ts';
import { setupRouter } from './router/router.ts';
import { addPropertyLinks, revealHashTarget, setupSchemaTrees } from './schema-tree.ts';
import { setupSearch } from './search/trigger.ts';
import { setupSidebarCategories } from './sidebar.ts';
import { setupTheme } from './theme.ts';
import { setupTocHighlight, updateTocHighlight } from './toc-highlight.ts';

/** Behaviour of the page body: run on load and again after each client-side navigation. */
function hydratePage(root: HTMLElement): void {
  setupCodeBlocks(root);
  mountIslands(root);
  addPropertyLinks(root);
  revealHashTarget(false);
  updateTocHighlight();
}

setupTheme();
setupDrawer();
setupSidebarCategories();
setupAnnouncement();
setupHideOnScroll();
setupNavbarOverflow();
setupNavbarDropdowns();
setupDocsVersion();
setupTocHighlight();
setupSchemaTrees();
const main = document.querySelector<HTMLElement>('[data-slot="main"]');
if (main) {
  hydratePage(main);
  setupRouter(hydratePage);
}
setupSearch();
setupApiConsole();
