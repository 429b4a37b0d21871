import {useThemeConfig} from '@docusaurus/theme-common';

/**
 * Replaced: the site has no announcement bar, and the theme's (with its close
 * button and its words) would still be in every page's main script. Setting
 * `themeConfig.announcementBar` fails the build here until one is written.
 */
export default function AnnouncementBar(): null {
  if (useThemeConfig().announcementBar)
    throw new Error('themeConfig.announcementBar is set: src/theme/AnnouncementBar renders none');
  return null;
}
