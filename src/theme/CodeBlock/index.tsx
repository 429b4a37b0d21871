/**
 * Ejected (a safe swizzle): code blocks as plain monospaced text. The help
 * center has no code samples, and the theme's CodeBlock would bring Prism
 * into every page (with src/plugins/upstream/noPrism, ~30 KB gzip); should a
 * block ever appear, it still renders, only without colours.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

type Props = {children: ReactNode; className?: string};

export default function CodeBlock({children, className}: Props): ReactNode {
  return (
    <pre className={clsx('theme-code-block', className)} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}
