/**
 * The classic theme registers extra Prism languages here, and the dynamic
 * require it uses for that bundles Prism's component loader into every
 * page. The site has no code samples (see src/plugins/plainCodeBlocks.ts),
 * so there is nothing to register.
 */
export default function prismIncludeLanguages(): void {}
