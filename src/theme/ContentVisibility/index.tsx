import type {Props} from '@theme/ContentVisibility';

/**
 * Replaced: the help center publishes no draft or unlisted page, and the
 * theme's banners for them bring its admonition component (~2 KB gzip) into
 * every help page's scripts. A page marked so fails the build here instead of
 * being published without its banner.
 */
export default function ContentVisibility({metadata}: Props): null {
  const {unlisted, frontMatter} = metadata;
  if (unlisted || frontMatter.unlisted || frontMatter.draft)
    throw new Error(
      `A page is a draft or unlisted (${JSON.stringify(frontMatter)}): the help center has no banner for it (src/theme/ContentVisibility)`,
    );
  return null;
}
