import { pileTexts } from '../pile';
import { siteTexts } from '.';

/**
 * The module list of the site app's own build (vite.site.config.ts puts it in place of src/modules.ts): the
 * site app shows its own messages and the pile module's, so its en and es packs (locales/module-packs.ts)
 * carry those two — their texts only, no pages — rather than every desktop module in the phone's build and precache.
 */
export const WEB_MODULES = [siteTexts, pileTexts];
