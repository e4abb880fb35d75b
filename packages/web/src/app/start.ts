import { bootBrowser } from './boot';

// Evaluated before React's DOM renderer (main.tsx imports this first): the requests leave while
// the rest of the entry chunk is still being evaluated.
bootBrowser();
